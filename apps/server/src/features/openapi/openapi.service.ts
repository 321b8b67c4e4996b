import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { AUTHORITIES, decideCall, roleName, type ApiCall } from '@fleetledger/shared/access';
import type { CallAccessKind } from '@fleetledger/shared/openapi/openapi.contract';
import type { AnswerChanges, RegisteredRoute, RouteContract } from '../../http/contract-route';
import type { Envelope } from '../../http/envelope';
import { SERVER_ROOT } from '../../server-root';
import { ERROR_ANSWERS, ERROR_BODIES, ERROR_BODY_NAMES } from './openapi-errors';
import { refusalsOf } from './openapi-refusals';
import { contractSchema, queryFields, type JsonSchema } from './openapi-schemas';

const TRANSPORTATION = '/api/transportation/';

const described = new WeakMap<readonly RegisteredRoute[], JsonSchema>();

/**
 * The OpenAPI 3.1 description of every call the app registered, built once from the routes' own
 * contracts and the access table: nothing is written twice, so it cannot say what the app does not do.
 */
export function apiDescription(routes: readonly RegisteredRoute[], sessionCookie: string): JsonSchema {
  let document = described.get(routes);
  if (document === undefined) {
    document = describeApi(routes, sessionCookie);
    described.set(routes, document);
  }
  return document;
}

function describeApi(routes: readonly RegisteredRoute[], sessionCookie: string): JsonSchema {
  const schemas = new SchemaComponents();
  const responses = errorAnswers(schemas);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))) {
    paths[route.url] ??= {};
    paths[route.url]![route.method.toLowerCase()] = operation(route, schemas);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'fleetledger API',
      version: serverVersion(),
      description: API_INTRODUCTION,
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((route) => folderOf(route.url)))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: schemas.all(),
      responses,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description: 'Set by `POST /api/transportation/login`; HttpOnly, ends after idle or maximum hours',
        },
      },
    },
  };
}

const API_INTRODUCTION = [
  'Every call of fleetledger, generated from the zod contracts the server parses with and the access',
  'table it guards with. Each spec call answers at its path with and without `.php`; every GET also',
  'answers HEAD. A POST takes JSON, a URL-encoded form or multipart alike: in a form (and a query',
  'string) numeric text is read as a number where the call wants one, JSON is taken as typed. Fields',
  'the call does not read are ignored. `x-roles` names the authorities that may make the call and',
  '`x-access` says whether it needs no session (`public`), any session (`signedIn`) or one of those',
  'roles (`roles`). Errors keep the call’s envelope (`success: false`, `status: "error"`, or an',
  '`error` field) with `message`, and a real HTTP status.',
].join(' ');

function operation(route: RegisteredRoute, schemas: SchemaComponents): JsonSchema {
  const { call, method, url, contract } = route;
  const access = callAccessShown(call);
  const name = callName(url);
  const query = contract.query === undefined ? undefined : contractSchema(contract.query);
  const bodies = requestBodies(contract, schemas, name);
  const parameters = [
    ...(query === undefined
      ? []
      : queryFields(query).map((field) => ({
          name: field.name,
          in: 'query',
          required: field.required,
          schema: field.schema,
        }))),
    ...(contract.revalidated === true ? [IF_NONE_MATCH] : []),
    ...(contract.changes === undefined ? [] : [takesChangesHeader(contract.changes.form)]),
  ];
  return {
    operationId: `${method.toLowerCase()}_${url.replace(/^\/api\//, '').replace(/[^A-Za-z0-9_-]+/g, '_')}`,
    summary: contract.summary ?? call.replaceAll('_', ' '),
    tags: [folderOf(url)],
    'x-call': call,
    'x-access': access,
    'x-roles': rolesAllowed(call),
    security: access === 'public' ? [] : [{ session: [] }],
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(bodies === undefined ? {} : { requestBody: { required: true, content: bodies } }),
    responses: answers(route, access, schemas, `${name}.${method.toLowerCase()}.answer`),
  };
}

/** A body as JSON, a URL-encoded form or multipart: the same fields, unless the call says otherwise. */
function requestBodies(contract: RouteContract, schemas: SchemaComponents, name: string) {
  const { body, bodies } = contract;
  if (bodies !== undefined) {
    const json = { schema: schemas.add(bodies.json, `${name}.body`) };
    const multipart = { schema: schemas.add(bodies.multipart, `${name}.multipart`) };
    return {
      'application/json': json,
      'application/x-www-form-urlencoded': json,
      'multipart/form-data': multipart,
    };
  }
  if (body === undefined) return undefined;
  const content = { schema: schemas.add(body, `${name}.body`) };
  return {
    'application/json': content,
    'application/x-www-form-urlencoded': content,
    'multipart/form-data': content,
  };
}

type ErrorAnswer = keyof typeof ERROR_ANSWERS;

function answers(route: RegisteredRoute, access: CallAccessKind, schemas: SchemaComponents, answerName: string) {
  const envelope = route.contract.envelope;
  const error = (status: ErrorAnswer) => ({ $ref: `#/components/responses/${errorAnswerName(status, envelope)}` });
  const answer = success(route.contract, schemas, answerName);
  const revalidated = route.contract.revalidated === true;
  const { notFound, stale } = refusalsOf(route.call, route.contract);
  return {
    200: revalidated ? { ...answer, headers: { ETag: ETAG_HEADER } } : answer,
    ...(route.contract.changes === undefined
      ? {}
      : { 226: changesAnswer(route.contract.changes, schemas, `${answerName}.changes`) }),
    ...(revalidated ? { 304: NOT_MODIFIED } : {}),
    400: error(400),
    ...(access === 'public' ? {} : { 401: error(401) }),
    ...(access === 'roles' || route.method === 'POST' ? { 403: error(403) } : {}),
    ...(notFound ? { 404: error(404) } : {}),
    ...(stale ? { 409: error(409) } : {}),
    ...(route.method === 'POST' ? { 413: error(413) } : {}),
    500: error(500),
    503: error(503),
    default: error('default'),
  };
}

const errorAnswerName = (status: number | string, envelope: Envelope) => `${status}.${ERROR_BODY_NAMES[envelope]}`;

/** Each error answer in each envelope, once, for the operations to point at. */
function errorAnswers(schemas: SchemaComponents): Record<string, JsonSchema> {
  const all: Record<string, JsonSchema> = {};
  for (const envelope of Object.keys(ERROR_BODIES) as Envelope[]) {
    const schema = schemas.add(ERROR_BODIES[envelope], ERROR_BODY_NAMES[envelope]);
    for (const [status, description] of Object.entries(ERROR_ANSWERS))
      all[errorAnswerName(status, envelope)] = { description, content: { 'application/json': { schema } } };
  }
  return all;
}

const GENERIC_ANSWERS: Record<Envelope, string> = {
  success: 'The call’s answer: a JSON object with `success: true` beside its fields (README, “The API”)',
  status: 'The call’s answer: a JSON object with `status: "success"` beside its fields (README, “The API”)',
  error: 'The record itself as a JSON object (README, “The API”)',
};

function success(contract: RouteContract, schemas: SchemaComponents, answerName: string): JsonSchema {
  const { answer } = contract;
  if (answer === 'pdf')
    return {
      description: 'The PDF',
      content: { 'application/pdf': { schema: { contentMediaType: 'application/pdf' } } },
    };
  if (answer === 'file') return { description: 'The stored file, under its own content type', content: { '*/*': {} } };
  if (answer === undefined)
    return {
      description: GENERIC_ANSWERS[contract.envelope],
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  return { description: 'The answer', content: { 'application/json': { schema: schemas.add(answer, answerName) } } };
}

const ETAG_HEADER = {
  description: 'The versions the answer was built from; name it in If-None-Match to be answered 304',
  schema: { type: 'string' },
};

const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of the answer the reader holds: 304 with no body while it is still the answer',
  schema: { type: 'string' },
};

function takesChangesHeader(form: string) {
  return {
    name: 'A-IM',
    in: 'header',
    required: false,
    description: `\`${form}\` with If-None-Match: answered 226 with the changes since the ETag held, when they can be`,
    schema: { type: 'string', enum: [form] },
  };
}

function changesAnswer(changes: AnswerChanges, schemas: SchemaComponents, name: string) {
  return {
    description: 'IM Used: the changes since the ETag named in If-None-Match, to apply to the answer held',
    headers: { ETag: ETAG_HEADER, IM: { description: 'The form of the changes', schema: { type: 'string' } } },
    content: { 'application/json': { schema: schemas.add(changes.answer, name) } },
  };
}

const NOT_MODIFIED = {
  description: 'Not Modified: the ETag named in If-None-Match is still the answer; no body',
  headers: { ETag: ETAG_HEADER },
};

function callAccessShown(call: ApiCall): CallAccessKind {
  if (decideCall(call, null) === 'allowed') return 'public';
  return AUTHORITIES.every((authority) => decideCall(call, authority) === 'allowed') ? 'signedIn' : 'roles';
}

/** The roles allowed, asked of the access table itself for each authority. */
export function rolesAllowed(call: ApiCall): string[] {
  return AUTHORITIES.filter((authority) => decideCall(call, authority) === 'allowed').map(roleName);
}

/** The folder a call answers in, its group in the description: `vouchers`, `books`, or `transportation`. */
function folderOf(url: string): string {
  if (!url.startsWith(TRANSPORTATION)) return 'api';
  const folders = url.slice(TRANSPORTATION.length).split('/').slice(0, -1);
  return folders.length === 0 ? 'transportation' : folders.join('/');
}

/** A call's path as a component name: `vouchers.invoice_list`. */
function callName(url: string): string {
  const name = url.startsWith(TRANSPORTATION) ? url.slice(TRANSPORTATION.length) : url.replace(/^\/api\//, '');
  return name
    .replace(/\.php$/, '')
    .replaceAll('/', '.')
    .replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The contract schemas under components, each once, however many paths and methods share it. */
class SchemaComponents {
  private readonly names = new Map<z.ZodType, string>();
  private readonly schemas: Record<string, JsonSchema> = {};

  add(schema: z.ZodType, wanted: string): JsonSchema {
    let name = this.names.get(schema);
    if (name === undefined) {
      name = wanted;
      for (let n = 2; name in this.schemas; n += 1) name = `${wanted}.${n}`;
      this.names.set(schema, name);
      this.schemas[name] = contractSchema(schema);
    }
    return this.ref(name);
  }

  ref(name: string): JsonSchema {
    return { $ref: `#/components/schemas/${name}` };
  }

  all(): Record<string, JsonSchema> {
    return this.schemas;
  }
}

function serverVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
