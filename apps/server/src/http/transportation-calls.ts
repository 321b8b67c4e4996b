import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '@fleetledger/shared/access';
import {
  contractRoute,
  type AnswerChanges,
  type BodiesByType,
  type CallContext,
  type FileAnswer,
} from './contract-route';
import type { Envelope } from './envelope';
import { sendReportAnswer } from './report-answer';

const TRANSPORTATION = '/api/transportation';

type CallHandler<B, Q> = (context: CallContext<B, Q>) => Promise<unknown>;

/** A call's contract as the API's description reads it: what it takes, what it answers, in a few words. */
export interface CallDescription<S extends z.ZodType> {
  /** The query (GET) or body (POST). */
  takes?: S;
  bodies?: BodiesByType;
  answer?: z.ZodType | FileAnswer;
  summary?: string;
  /** Answers with an ETag and 304 to its holder, as every call of a shared place does; it only reads. */
  revalidated?: true;
  /** A POST that only reads (contract-route.ts). */
  readsOnly?: true;
  /** The changes it sends instead of the whole answer (contract-route.ts). */
  changes?: AnswerChanges;
  /** Fields whose line breaks its contract refuses in its own words (contract-route.ts). */
  linesOwned?: readonly string[];
}

/**
 * A call registered by its path's name: without a schema, with the query (GET) or body (POST) it takes,
 * or with its description.
 */
export interface TransportationCalls<Name extends string> {
  get(name: Name, handler: CallHandler<unknown, unknown>): void;
  get<Q extends z.ZodType>(name: Name, query: Q | CallDescription<Q>, handler: CallHandler<unknown, z.infer<Q>>): void;
  post(name: Name, handler: CallHandler<unknown, unknown>): void;
  post<B extends z.ZodType>(name: Name, body: B | CallDescription<B>, handler: CallHandler<z.infer<B>, unknown>): void;
}

type Takes = z.ZodType | CallDescription<z.ZodType>;

function describedCall(takes: Takes | undefined): CallDescription<z.ZodType> {
  if (takes === undefined) return {};
  return '_zod' in takes ? { takes } : takes;
}

interface Place {
  /** The folder under /api/transportation, if any. */
  folder?: string;
  envelope?: Envelope;
  /**
   * Every call here answers the same to every reader, built only from jobs, books and master data: kept
   * and shared until a write moves their versions on (http/report-answer.ts). No handler reads the user.
   */
  shared?: true;
}

/**
 * The short form of contractRoute, as Fastify's app.get and app.post are of app.route. Most of the spec's
 * calls answer at their own name under /api/transportation (or one of its folders); where one call answers
 * at several names (a list per kind of record, a report per report), the place names that call.
 */
export function transportationCalls(app: FastifyInstance, place?: Place): TransportationCalls<ApiCall>;
export function transportationCalls(
  app: FastifyInstance,
  place: Place & { call: ApiCall },
): TransportationCalls<string>;
export function transportationCalls(
  app: FastifyInstance,
  place: Place & { call?: ApiCall } = {},
): TransportationCalls<string> {
  const base = place.folder === undefined ? TRANSPORTATION : `${TRANSPORTATION}/${place.folder}`;
  const register =
    (method: 'GET' | 'POST') =>
    (name: string, ...schemaAndHandler: [CallHandler<never, never>] | [Takes, CallHandler<never, never>]) => {
      const [takes, handler] = schemaAndHandler.length === 1 ? [undefined, ...schemaAndHandler] : schemaAndHandler;
      const {
        takes: schema,
        bodies,
        answer,
        summary,
        revalidated,
        readsOnly,
        changes,
        linesOwned,
      } = describedCall(takes);
      const path = `${base}/${name}`;
      const plain = handler as CallHandler<unknown, unknown>;
      contractRoute(app, {
        call: place.call ?? (name as ApiCall),
        method,
        path,
        envelope: place.envelope,
        bodies,
        answer,
        summary,
        revalidated: place.shared === true || revalidated === true,
        readsOnly: readsOnly === true,
        ...(changes === undefined ? {} : { changes }),
        ...(linesOwned === undefined ? {} : { linesOwned }),
        ...(method === 'GET' ? { query: schema } : { body: schema }),
        handler: place.shared === true ? sharedHandler(app, path, plain) : plain,
      });
    };
  return { get: register('GET'), post: register('POST') };
}

/** The handler, its answer kept and shared among every reader of the same parameters and versions. */
function sharedHandler(
  app: FastifyInstance,
  name: string,
  handler: CallHandler<unknown, unknown>,
): CallHandler<unknown, unknown> {
  return (context) =>
    sendReportAnswer(app, {
      request: context.request,
      reply: context.reply,
      name,
      parameters: { body: context.body, query: context.query },
      build: () => handler(context),
    });
}
