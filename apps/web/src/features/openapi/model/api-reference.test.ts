import { describe, expect, it } from 'vitest';
import type { ApiDescription, ApiOperation } from '@fleetledger/shared/openapi/openapi.contract';
import { callsByFolder, filterCalls, referenceCalls } from './api-reference';

const errors = { 400: { $ref: '#/components/responses/400.E' }, default: { $ref: '#/components/responses/default.E' } };

function operation(call: string, more: Partial<ApiOperation> = {}): ApiOperation {
  return {
    operationId: call,
    summary: `${call} summary`,
    tags: ['transportation'],
    'x-call': call,
    'x-access': 'roles',
    'x-roles': ['Admin'],
    responses: {
      200: { description: 'The call’s answer', content: { 'application/json': { schema: { type: 'object' } } } },
      ...errors,
    },
    ...more,
  };
}

const journal = operation('journal_generate', {
  tags: ['vouchers'],
  requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/journal.body' } } } },
  responses: {
    200: {
      description: 'The answer',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/journal.answer' } } },
    },
    ...errors,
  },
});
const month = operation('job_data', {
  parameters: [
    { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
    { name: 'A-IM', in: 'header', required: false, schema: { type: 'string', enum: ['rows'] } },
  ],
  responses: {
    200: { description: 'The answer', content: { 'application/json': { schema: { type: 'object' } } } },
    226: { description: 'IM Used: the changes', content: { 'application/json': { schema: { type: 'object' } } } },
    304: { description: 'Not Modified: no body' },
    ...errors,
  },
});
const pdf = operation('invoice_pdf', {
  parameters: [{ name: 'invoice_number', in: 'query', required: true, schema: { type: 'integer' } }],
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': {} } }, ...errors },
});

const description: ApiDescription = {
  openapi: '3.1.0',
  info: { title: 'fleetledger API', version: '2.0.0', description: '' },
  paths: {
    '/api/transportation/vouchers/journal_generate': { post: journal },
    '/api/transportation/vouchers/journal_generate.php': { post: journal },
    '/api/transportation/invoice_pdf': { get: pdf },
    '/api/transportation/job_data': { post: month },
    '/api/transportation/invoice_pdf.php': { get: pdf },
  },
  components: {
    schemas: {
      'journal.body': {
        type: 'object',
        properties: {
          date: { type: 'string' },
          lines: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                account_id: { type: 'integer' },
                party_id: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
              },
              required: ['account_id'],
            },
          },
          kind: { type: 'string', enum: ['a', 'b'] },
        },
        required: ['date', 'lines'],
      },
      'journal.answer': {
        type: 'object',
        properties: { success: { type: 'boolean', const: true } },
        required: ['success'],
      },
    },
    responses: {
      '400.E': { description: 'Bad input' },
      'default.E': { description: 'Any other refusal' },
    },
  },
};

describe('the API reference read from the description', () => {
  const calls = referenceCalls(description);

  it('shows a path and its .php twin as one call', () => {
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/transportation/vouchers/journal_generate',
      'GET /api/transportation/invoice_pdf',
      'POST /api/transportation/job_data',
    ]);
    expect(calls[0]!.alsoAt).toEqual(['/api/transportation/vouchers/journal_generate.php']);
  });

  it('lists body fields with nested lines, their types and required marks', () => {
    expect(calls[0]!.body).toEqual([
      { name: 'date', type: 'string', required: true },
      { name: 'lines', type: 'list of object', required: true },
      { name: 'lines[].account_id', type: 'integer', required: true },
      { name: 'lines[].party_id', type: 'integer | null', required: false },
      { name: 'kind', type: 'one of: a, b', required: false },
    ]);
    expect(calls[0]!.answer).toEqual({ kind: 'fields', fields: [{ name: 'success', type: 'true', required: true }] });
  });

  it('gives the query, a file answer and the errors in words', () => {
    expect(calls[1]!.query).toEqual([{ name: 'invoice_number', type: 'integer', required: true }]);
    expect(calls[1]!.answer).toEqual({ kind: 'text', text: 'The PDF', mediaType: 'application/pdf' });
    expect(calls[1]!.errors).toEqual([
      { status: '400', description: 'Bad input' },
      { status: 'other', description: 'Any other refusal' },
    ]);
  });

  it('tells a call that answers an ETag by its 304 and its changes by 226, not among the errors nor the query', () => {
    const jobData = calls[2]!;
    expect(jobData.notModified).toBe('Not Modified: no body');
    expect(jobData.changes).toEqual({ form: 'rows', description: 'IM Used: the changes' });
    expect(calls[1]!.changes).toBeNull();
    expect(jobData.query).toEqual([]);
    expect(jobData.errors.map((error) => error.status)).toEqual(['400', 'other']);
    expect(calls[1]!.notModified).toBeNull();
  });

  it('filters by every word searched and by folder, grouping by folder', () => {
    expect(filterCalls(calls, 'journal POST', null).map((call) => call.call)).toEqual(['journal_generate']);
    expect(filterCalls(calls, 'pdf', 'vouchers')).toEqual([]);
    expect(callsByFolder(calls).map(([folder]) => folder)).toEqual(['transportation', 'vouchers']);
  });
});
