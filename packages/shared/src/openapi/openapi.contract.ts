import { z } from 'zod';

/**
 * GET /api/openapi.json (beyond the spec): the parts of the API's OpenAPI 3.1 description that the
 * API Reference page reads. The server generates the whole document; fields beyond these are kept.
 */

/** Who may make a call: no session needed, any session, or one of the roles named in `x-roles`. */
export const CALL_ACCESS_KINDS = ['public', 'signedIn', 'roles'] as const;
export type CallAccessKind = (typeof CALL_ACCESS_KINDS)[number];

export const jsonSchemaObject = z.record(z.string(), z.unknown());
export type JsonSchemaObject = z.infer<typeof jsonSchemaObject>;

const queryParameter = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean(),
  schema: jsonSchemaObject,
});

const mediaType = z.looseObject({ schema: jsonSchemaObject.optional() });

export const apiOperation = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  'x-call': z.string(),
  'x-access': z.enum(CALL_ACCESS_KINDS),
  'x-roles': z.array(z.string()),
  parameters: z.array(queryParameter).optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), mediaType) }).optional(),
  responses: z.record(z.string(), jsonSchemaObject),
});
export type ApiOperation = z.infer<typeof apiOperation>;

export const apiDescriptionResponse = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), apiOperation)),
  components: z.looseObject({
    schemas: z.record(z.string(), jsonSchemaObject),
    responses: z.record(z.string(), jsonSchemaObject),
  }),
});
export type ApiDescription = z.infer<typeof apiDescriptionResponse>;
