import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '@fleetledger/shared/access';
import { contractRoute, type CallContext } from './contract-route';
import type { Envelope } from './envelope';

const TRANSPORTATION = '/api/transportation';

type CallHandler<B, Q> = (context: CallContext<B, Q>) => Promise<unknown>;

/** A call registered by its path's name: without a schema, or with the query (GET) or body (POST) it takes. */
export interface TransportationCalls<Name extends string> {
  get(name: Name, handler: CallHandler<unknown, unknown>): void;
  get<Q extends z.ZodType>(name: Name, query: Q, handler: CallHandler<unknown, z.infer<Q>>): void;
  post(name: Name, handler: CallHandler<unknown, unknown>): void;
  post<B extends z.ZodType>(name: Name, body: B, handler: CallHandler<z.infer<B>, unknown>): void;
}

interface Place {
  /** The folder under /api/transportation, if any. */
  folder?: string;
  envelope?: Envelope;
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
    (name: string, ...schemaAndHandler: [CallHandler<never, never>] | [z.ZodType, CallHandler<never, never>]) => {
      const [schema, handler] = schemaAndHandler.length === 1 ? [undefined, ...schemaAndHandler] : schemaAndHandler;
      contractRoute(app, {
        call: place.call ?? (name as ApiCall),
        method,
        path: `${base}/${name}`,
        envelope: place.envelope,
        ...(method === 'GET' ? { query: schema } : { body: schema }),
        handler: handler as CallHandler<unknown, unknown>,
      });
    };
  return { get: register('GET'), post: register('POST') };
}
