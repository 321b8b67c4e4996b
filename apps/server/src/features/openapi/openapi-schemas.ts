import { z } from 'zod';
import { uploadedFile } from '@fleetledger/shared/attachments/attachments.contract';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as the API's description holds it. */
export type JsonSchema = Record<string, unknown>;

/**
 * A contract schema as JSON Schema, describing what the call accepts (`io: 'input'`). A field is
 * required exactly when the contract refuses the body without it: many fields read absence as null
 * or 0 before checking, which zod's own conversion would call required. Checks JSON Schema cannot
 * say (refinements, transforms) are left out; their messages come back as a 400 naming the field.
 */
export function contractSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema === uploadedFile) {
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
        Object.assign(jsonSchema, { type: 'string', contentMediaType: 'application/octet-stream' });
        jsonSchema.description = 'A file, sent as a part of a multipart body';
        return;
      }
      const def = zodSchema._zod.def;
      if (def.type !== 'object') return;
      const shape = (def as unknown as { shape: Record<string, z.ZodType> }).shape;
      const required = Object.keys(shape).filter((field) => !acceptsAbsence(shape[field]!));
      if (required.length === 0) delete jsonSchema.required;
      else jsonSchema.required = required;
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function acceptsAbsence(field: z.ZodType): boolean {
  try {
    return field.safeParse(undefined).success;
  } catch {
    // A parser that cannot even look at absence (an async check, a preprocess expecting a value) needs it.
    return false;
  }
}

export interface QueryField {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/**
 * The fields of a query schema, one parameter each: an object's properties, the fields of each part of
 * an intersection (a report's query with `download`), and of each branch of a union (required only
 * when every branch requires it).
 */
export function queryFields(schema: JsonSchema): QueryField[] {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties !== undefined) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    return Object.entries(properties).map(([name, field]) => ({ name, required: required.has(name), schema: field }));
  }
  const allOf = schema.allOf as JsonSchema[] | undefined;
  if (allOf !== undefined) return mergeFields(allOf.map(queryFields), (a, b) => a || b);
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (anyOf !== undefined) {
    const branches = anyOf.map(queryFields);
    const everywhere = (name: string) => branches.every((fields) => fields.some((f) => f.name === name && f.required));
    return mergeFields(branches, () => false).map((field) => ({ ...field, required: everywhere(field.name) }));
  }
  return [];
}

function mergeFields(parts: QueryField[][], both: (a: boolean, b: boolean) => boolean): QueryField[] {
  const byName = new Map<string, QueryField>();
  for (const field of parts.flat()) {
    const seen = byName.get(field.name);
    byName.set(field.name, seen === undefined ? field : { ...seen, required: both(seen.required, field.required) });
  }
  return [...byName.values()];
}
