import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { decideCall, type ApiCall, type Authority } from '@fleetledger/shared/access';
import { safeParseFormText } from '@fleetledger/shared/form-text';
import type { Envelope } from './envelope';
import { badRequest, forbidden, unauthorized } from './http-error';
import { fieldErrors } from './field-errors';
import { plainMultipartBody } from './multipart-body';
import { refuseUnsafeText } from './text-safety';
import type { Actor } from '../identity/actor';
import type { SignedInUser } from '../identity/signed-in-user';
import { actorOf } from './actor';

/** What a call answers when it is not a JSON object: a PDF, or a stored file of any type. */
export type FileAnswer = 'pdf' | 'file';

/** What the call's contract says it takes and answers, as the API's description reads it. */
/** The bodies of a call that parses its own body, by how they are sent (JSON or a URL-encoded form; multipart). */
export interface BodiesByType {
  json: z.ZodType;
  multipart: z.ZodType;
}

export interface RouteContract {
  envelope: Envelope;
  body?: z.ZodType;
  bodies?: BodiesByType;
  query?: z.ZodType;
  answer?: z.ZodType | FileAnswer;
  summary?: string;
  /** Answers with an ETag, and 304 with no body to a reader whose If-None-Match names it. */
  revalidated?: boolean;
  /** Answers 226 with the changes since the ETag held to a reader who asks for them by this form (A-IM). */
  changes?: AnswerChanges;
}

/** The changes a revalidated call sends instead of the whole answer (RFC 3229): the form's name and its answer. */
export interface AnswerChanges {
  form: string;
  answer: z.ZodType;
}

export interface RegisteredRoute {
  call: ApiCall;
  method: 'GET' | 'POST';
  url: string;
  contract: RouteContract;
}

export interface CallContext<B, Q> {
  body: B;
  query: Q;
  user: SignedInUser | null;
  /** The acting user for the audit log, always from the session. */
  actor: Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Who is signed in, resolved from the session cookie once per request. */
export type ResolveUser = (request: FastifyRequest) => Promise<SignedInUser | null>;

export interface ContractRouteOptions<B extends z.ZodType, Q extends z.ZodType, R> {
  call: ApiCall;
  method: 'GET' | 'POST';
  /** Path without `.php`; the route answers with and without it. */
  path: string;
  /** Other paths the same call answers at (each with and without `.php`), where older screens call it. */
  aliases?: readonly string[];
  /** Not a spec call: it answers at `path` alone, without the `.php` twin. */
  exactPath?: boolean;
  envelope?: Envelope;
  body?: B;
  /** For the description only: what a call that parses its own body (given `z.unknown()`) takes. */
  bodies?: BodiesByType;
  query?: Q;
  /** The contract's answer, for the API's description (the call's generic envelope when absent). */
  answer?: z.ZodType | FileAnswer;
  summary?: string;
  /** Answers with an ETag, and 304 to a reader who holds it (http/shared-answer.ts); such a call only reads. */
  revalidated?: boolean;
  /** A POST that only reads (a search, a month, a report): nothing after it waits on the books' anchor. */
  readsOnly?: boolean;
  changes?: AnswerChanges;
  /** Fields whose line breaks the contract refuses in its own words, rather than text-safety's. */
  linesOwned?: readonly string[];
  handler: (context: CallContext<z.infer<B>, z.infer<Q>>) => Promise<R>;
}

/** Every contract call is registered here, so roles, validation and error shapes are never skipped. */
export function contractRoute<B extends z.ZodType, Q extends z.ZodType, R>(
  app: FastifyInstance,
  options: ContractRouteOptions<B, Q, R>,
): void {
  const envelope = options.envelope ?? 'success';
  const paths = [options.path, ...(options.aliases ?? [])];
  const urls = options.exactPath === true ? paths : paths.flatMap((path) => [path, `${path}.php`]);
  const { body, bodies, query, answer, summary, revalidated, changes } = options;
  const linesOwned = new Set(options.linesOwned);
  for (const url of urls) {
    app.contractRoutes.push({
      call: options.call,
      method: options.method,
      url,
      contract: { envelope, body, bodies, query, answer, summary, revalidated, changes },
    });
    app.route({
      method: options.method,
      url,
      config: { envelope, readsOnly: options.readsOnly === true || revalidated === true },
      handler: async (request, reply) => {
        const user = await app.resolveUser(request);
        const authority: Authority | null = user?.authority ?? null;
        const decision = decideCall(options.call, authority);
        if (decision === 'unauthenticated') throw unauthorized();
        if (decision === 'forbidden') throw forbidden();
        const rawBody = request.isMultipart() ? await plainMultipartBody(request.body) : (request.body ?? {});
        refuseUnsafeText([rawBody, request.query], linesOwned);
        const body = parseOrUndefined(options.body, rawBody, isFormBody(request));
        // A query string is text by nature, as a form is.
        const query = parseOrUndefined(options.query, request.query ?? {}, true);
        return options.handler({ body, query, user, actor: actorOf(request, user), request, reply });
      },
    });
  }
}

/** A multipart or URL-encoded body: text by nature, unlike JSON. */
export function isFormBody(request: FastifyRequest): boolean {
  return (
    request.isMultipart() || request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true
  );
}

function parseOrUndefined<S extends z.ZodType>(schema: S | undefined, input: unknown, form = false): z.infer<S> {
  return schema === undefined ? (undefined as z.infer<S>) : parseOrBadRequest(schema, input, form);
}

/**
 * Parses with a contract schema, or answers 400 with one message per field. A form body's numeric text
 * is read as a number where the contract wants one; a JSON body is taken as typed.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, input: unknown, form = false): z.infer<S> {
  const parsed = form ? safeParseFormText(schema, input) : schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  const first = Object.values(errors)[0] ?? 'Invalid request';
  throw badRequest(first, errors);
}
