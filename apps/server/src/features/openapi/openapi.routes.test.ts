import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTHORITIES, decideCall, roleName, type ApiCall } from '@fleetledger/shared/access';
import { useSignedInApp } from '../../../test/signed-in-app';
import { fastifyRoutes } from '../../../test/fastify-routes';
import { apiDescriptionResponse } from '@fleetledger/shared/openapi/openapi.contract';
import { ERROR_BODIES } from './openapi-errors';

const api = useSignedInApp({ masterData: true });

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId: string;
  'x-call': ApiCall;
  'x-access': string;
  'x-roles': string[];
  parameters?: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Answer>;
}
interface Answer {
  $ref?: string;
  description?: string;
  headers?: Json;
  content?: Record<string, { schema?: Json }>;
}
interface Document extends Json {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Answer> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function description(authority: 1 | 2 | 3 | 4 = 1): Promise<Document> {
  const response = await api.ctx.app.inject({
    method: 'GET',
    url: '/api/openapi.json',
    headers: { cookie: api.cookies[authority] },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<Document>();
}

function operations(document: Document): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]): [string, string, Operation] => [url, method, op]),
  );
}

/** An operation's answer, followed to the shared one it points at. */
function answer(document: Document, op: Operation, status: string): Answer {
  const given = op.responses[status];
  expect(given, status).toBeDefined();
  if (given!.$ref === undefined) return given!;
  const shared = document.components.responses[given!.$ref.replace('#/components/responses/', '')];
  expect(shared, given!.$ref).toBeDefined();
  return shared!;
}

function component(document: Document, ref: Json | undefined): Json {
  const name = String(ref?.$ref).replace('#/components/schemas/', '');
  const schema = document.components.schemas[name];
  expect(schema, `component ${name}`).toBeDefined();
  return schema!;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document: every path has operations, each with its answers and a unique id', async () => {
    const document = await description();
    expect(document.openapi).toBe('3.1.0');
    expect(apiDescriptionResponse.safeParse(document).success).toBe(true);
    expect(document.info.title).toBe('fleetledger API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    const ids = new Set<string>();
    for (const [url, item] of Object.entries(document.paths)) {
      expect(url.startsWith('/api/')).toBe(true);
      expect(Object.keys(item).length).toBeGreaterThan(0);
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS).toContain(method);
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        for (const status of Object.keys(op.responses)) expect(answer(document, op, status).description).toBeTruthy();
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', 'default']));
      }
    }
    // Every reference points at a component, and no schema carries references of its own that would
    // resolve against the document's root.
    const text = JSON.stringify(document);
    for (const [, kind, name] of text.matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g))
      expect(document.components[kind as 'schemas'][name!], name).toBeDefined();
    expect([...text.matchAll(/"\$ref":"([^"]+)"/g)].every(([, ref]) => ref!.startsWith('#/components/'))).toBe(true);
    expect(text).not.toContain('"$defs"');
    expect(text).not.toContain('"$schema"');
  });

  it("documents exactly Fastify's registered /api routes, in both directions", async () => {
    const document = await description();
    const registered = fastifyRoutes(api.ctx.app).filter((route) => route.url.startsWith('/api/'));
    expect(registered.length).toBeGreaterThan(100);
    const documented = operations(document).map(([url, method]) => `${method.toUpperCase()} ${url}`);
    const real = registered.map((route) => `${route.method} ${route.url}`);
    expect(real.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !real.includes(route))).toEqual([]);
    for (const [url, method] of operations(document))
      expect(api.ctx.app.hasRoute({ method: method.toUpperCase(), url }), `${method} ${url}`).toBe(true);
  });

  it('covers every call with and without .php', async () => {
    const document = await description();
    expect(document.paths['/api/transportation/job_insert']?.post).toBeDefined();
    expect(document.paths['/api/transportation/job_insert.php']?.post).toBeDefined();
    expect(document.paths['/api/transportation/vouchers/invoice_list.php']?.get).toBeDefined();
    const calls = new Set(operations(document).map(([, , op]) => op['x-call']));
    for (const route of api.ctx.app.contractRoutes) expect(calls.has(route.call)).toBe(true);
  });

  it('shows the roles access.ts allows, for every call', async () => {
    const document = await description();
    for (const [url, , op] of operations(document)) {
      const allowed = AUTHORITIES.filter((authority) => decideCall(op['x-call'], authority) === 'allowed');
      expect(op['x-roles'], url).toEqual(allowed.map(roleName));
      expect(op.security, url).toEqual(decideCall(op['x-call'], null) === 'allowed' ? [] : [{ session: [] }]);
    }
    expect(document.paths['/api/transportation/job_insert.php']!.post!['x-roles']).toEqual([
      'Admin',
      'Manager',
      'Supervisor',
    ]);
    expect(document.paths['/api/transportation/vouchers/invoice_list']!.get!['x-roles']).toEqual(['Admin']);
    expect(document.paths['/api/transportation/vouchers/invoice_list']!.get!['x-access']).toBe('roles');
    expect(document.paths['/api/transportation/login']!.post!['x-access']).toBe('public');
    expect(document.paths['/api/transportation/session']!.get!['x-access']).toBe('signedIn');
    expect(document.paths['/api/transportation/login']!.post!.responses['401']).toBeUndefined();
  });

  it("gives a call's body fields with those the call cannot do without marked required", async () => {
    const document = await description();
    const insert = document.paths['/api/transportation/job_insert.php']!.post!;
    const body = component(document, insert.requestBody!.content['application/json']!.schema);
    const properties = body.properties as Record<string, Json>;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['date', 'description', 'charge', 'customer_id']));
    expect(body.required).toEqual(expect.arrayContaining(['date', 'description', 'charge']));
    // Left out, these are read as none (null, 0, false), so the call does not need them.
    for (const optional of ['container', 'reference', 'customer_id', 'is_taxi', 'extra_amount'])
      expect(body.required as string[]).not.toContain(optional);
    // What the job rules require after parsing is said beside the field.
    expect(properties.driver_id!.description).toBe('Required unless it is a taxi job');
    // What the description calls required is enough for the call, and it answers as linked.
    const created = await api.call('POST', 'job_insert.php', {
      date: '2026-11-02',
      description: 'Dammam run',
      charge: 45,
      customer_id: api.md.customers.acme,
      driver_id: api.md.drivers.ali,
      truck_id: api.md.trucks.t1,
    });
    expect(created.statusCode).toBe(200);
    const route = api.ctx.app.contractRoutes.find((r) => r.url === '/api/transportation/job_insert.php')!;
    expect((route.contract.answer as z.ZodType).safeParse(created.json()).success).toBe(true);
    const rejected = await api.call('POST', 'job_insert.php', { date: '2026-11-02' });
    expect(rejected.statusCode).toBe(400);
    expect(Object.keys(rejected.json<{ errors: Json }>().errors)).not.toContain('reference');
  });

  it("gives a GET call's query as parameters, a report's download flag included", async () => {
    const document = await description();
    const pdf = document.paths['/api/transportation/books/balance_sheet_pdf']!.get!;
    const names = pdf.parameters!.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['date', 'download']));
    expect(pdf.parameters!.every((p) => p.in === 'query')).toBe(true);
    expect(answer(document, pdf, '200').content!['application/pdf']).toBeDefined();
  });

  it('says which calls answer an ETag and 304 to its holder, and which send changes (226), and no others', async () => {
    const document = await description();
    const revalidated = [
      document.paths['/api/transportation/job_data']!.post!,
      document.paths['/api/transportation/dashboard']!.get!,
      document.paths['/api/transportation/report/customer_job_report']!.post!,
      document.paths['/api/transportation/books/trial_balance']!.get!,
    ];
    for (const op of revalidated) {
      expect(op.responses['304']!.description, op.operationId).toMatch(/^Not Modified/);
      expect(op.responses['200']!.headers, op.operationId).toHaveProperty('ETag');
      expect(op.parameters!.find((p) => p.name === 'If-None-Match')).toMatchObject({ in: 'header', required: false });
    }
    const answeredOnce = [
      document.paths['/api/transportation/job_insert']!.post!,
      document.paths['/api/transportation/books/balance_sheet_pdf']!.get!,
      document.paths['/api/transportation/books/vat_return']!.get!,
    ];
    const month = revalidated[0]!;
    expect(month.parameters!.find((p) => p.name === 'A-IM')).toMatchObject({
      in: 'header',
      schema: { enum: ['rows'] },
    });
    const changes = component(document, answer(document, month, '226').content!['application/json']!.schema);
    expect(changes.required).toEqual(expect.arrayContaining(['success', 'job_data', 'removed']));
    for (const op of [...revalidated.slice(1), ...answeredOnce])
      expect(op.responses['226'], op.operationId).toBeUndefined();
    for (const op of answeredOnce) {
      expect(op.responses['304'], op.operationId).toBeUndefined();
      expect(
        (op.parameters ?? []).map((p) => p.name),
        op.operationId,
      ).not.toContain('If-None-Match');
    }
  });

  it("links a call's answer where its contract has one, and the envelope's errors", async () => {
    const document = await description();
    const insert = document.paths['/api/transportation/job_insert']!.post!;
    const jobAnswer = component(document, answer(document, insert, '200').content!['application/json']!.schema);
    expect(jobAnswer.required).toEqual(expect.arrayContaining(['success', 'job_id', 'message']));
    const badRequest = component(document, answer(document, insert, '400').content!['application/json']!.schema);
    expect(badRequest.required).toEqual(expect.arrayContaining(['success', 'message']));
    expect((badRequest.properties as Json).errors).toBeDefined();
    const voucher = document.paths['/api/transportation/vouchers/invoice_generate']!.post!;
    const voucherError = component(document, answer(document, voucher, '400').content!['application/json']!.schema);
    expect((voucherError.properties as Record<string, Json>).status).toEqual({ type: 'string', const: 'error' });
  });

  it('answers as it documents: every GET with a linked answer, for each role allowed, given a plain query', async () => {
    const sample: Record<string, string> = {
      from: '2026-01-01',
      to: '2026-12-31',
      date: '2026-11-26',
      month: '2026-11',
      customer_id: String(api.md.customers.acme),
      supplier_id: String(api.md.customers.acme),
      account_id: '38',
      bucket: 'not_due',
      by: 'truck',
    };
    const readable = api.ctx.app.contractRoutes.filter(
      (route) => route.method === 'GET' && typeof route.contract.answer === 'object',
    );
    const wrong: string[] = [];
    const checked = new Set<string>();
    for (const route of readable) {
      for (const authority of AUTHORITIES.filter((a) => decideCall(route.call, a) === 'allowed')) {
        const response = await api.ctx.app.inject({
          method: 'GET',
          url: route.url,
          query: route.contract.query === undefined ? {} : sample,
          headers: { cookie: api.cookies[authority] },
        });
        // A call whose query needs more than the sample (a document's number) is checked by its own tests.
        if (response.statusCode === 400) continue;
        checked.add(route.call);
        const answer = route.contract.answer as z.ZodType;
        if (response.statusCode !== 200 || !answer.safeParse(response.json()).success)
          wrong.push(`${route.url} as ${roleName(authority)}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.size).toBeGreaterThan(20);
  });

  it('lists 404 where a call names its record and 409 where it sends the version it read, per operation', async () => {
    const document = await description();
    const statuses = (url: string, method: 'get' | 'post') =>
      Object.keys(document.paths[`/api/transportation/${url}`]![method]!.responses);
    expect(statuses('vouchers/invoice_update', 'post')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('vouchers/invoice_status_update', 'post')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('expense-delete', 'post')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('vouchers/invoice_details', 'get')).toContain('404');
    expect(statuses('vouchers/invoice_details', 'get')).not.toContain('409');
    expect(statuses('books/lock_date', 'post')).toContain('409');
    expect(statuses('books/lock_date', 'post')).not.toContain('404');
    // A list, a search and a new document name no record of their own: neither.
    for (const [url, method] of [
      ['vouchers/invoice_list', 'get'],
      ['vouchers/find_job', 'get'],
      ['vouchers/invoices_by_customer', 'post'],
      ['vouchers/invoice_generate', 'post'],
    ] as const) {
      expect(statuses(url, method), url).not.toContain('404');
      expect(statuses(url, method), url).not.toContain('409');
    }
    const notFound = answer(document, document.paths['/api/transportation/vouchers/invoice_details']!.get!, '404');
    expect(notFound.description).toMatch(/does not exist/);
    const stale = answer(document, document.paths['/api/transportation/vouchers/invoice_update']!.post!, '409');
    expect(stale.description).toMatch(/`version` sent is stale/);
    expect(
      answer(document, document.paths['/api/transportation/vouchers/invoice_list']!.get!, 'default').description,
    ).not.toMatch(/404/);
  });

  it('answers 404 where it lists it: every GET naming a record that does not exist', async () => {
    const document = await description();
    const sample = { from: '2026-01-01', to: '2026-12-31' };
    const wrong: string[] = [];
    let checked = 0;
    for (const [url, method, op] of operations(document)) {
      if (method !== 'get' || op.responses['404'] === undefined || url.endsWith('.php')) continue;
      const missing = (op.parameters ?? []).filter((p) => p.required && p.in === 'query' && !(p.name in sample));
      const query = { ...sample, ...Object.fromEntries(missing.map((p) => [p.name, '999999999'])) };
      const response = await api.ctx.app.inject({ method: 'GET', url, query, headers: { cookie: api.cookies[1] } });
      checked += 1;
      if (response.statusCode !== 404) wrong.push(`${url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it('answers errors in the shapes it documents', async () => {
    const bad = await api.call('POST', 'job_insert.php', {});
    expect(bad.statusCode).toBe(400);
    expect(ERROR_BODIES.success.safeParse(bad.json()).success).toBe(true);
    const badVoucher = await api.call('POST', 'vouchers/invoice_generate', { customer_id: 'x' });
    expect(badVoucher.statusCode).toBe(400);
    expect(ERROR_BODIES.status.safeParse(badVoucher.json()).success).toBe(true);
    const denied = await api.call('GET', 'vouchers/invoice_list', undefined, 4);
    expect(denied.statusCode).toBe(403);
    expect(ERROR_BODIES.success.safeParse(denied.json()).success).toBe(false);
    expect(ERROR_BODIES.status.safeParse(denied.json()).success).toBe(true);
  });

  it('is read by any signed-in user and refused to a visitor without a session', async () => {
    for (const authority of [2, 3, 4] as const) {
      const document = await description(authority);
      expect(document.openapi).toBe('3.1.0');
    }
    const anonymous = await api.ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    expect(ERROR_BODIES.success.safeParse(anonymous.json()).success).toBe(true);
    expect(anonymous.json()).not.toHaveProperty('paths');
  });
});
