import type {
  ApiDescription,
  ApiOperation,
  CallAccessKind,
  JsonSchemaObject,
} from '@fleetledger/shared/openapi/openapi.contract';

/** One field of a body, query or answer, named by its path (`lines[].account_id`). */
export interface ReferenceField {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

export type ReferenceAnswer =
  { kind: 'fields'; fields: ReferenceField[] } | { kind: 'text'; text: string; mediaType: string };

/** A call as the API Reference page shows it: one entry for a path and its `.php` twin. */
export interface ReferenceCall {
  /** The method and path, as one token. */
  key: string;
  method: string;
  path: string;
  alsoAt: string[];
  folder: string;
  call: string;
  summary: string;
  access: CallAccessKind;
  roles: string[];
  query: ReferenceField[];
  body: ReferenceField[];
  /** The fields of a multipart body, when they are not the JSON body's. */
  multipartBody: ReferenceField[] | null;
  answer: ReferenceAnswer;
  /** What the call answers to a reader who names the ETag it holds (If-None-Match); null when it answers no ETag. */
  notModified: string | null;
  /** The changes it sends (226) to a reader who names their form in A-IM; null when it sends none. */
  changes: { form: string; description: string } | null;
  errors: { status: string; description: string }[];
}

const DEPTH = 3;

export function referenceCalls(description: ApiDescription): ReferenceCall[] {
  const calls = new Map<string, ReferenceCall>();
  for (const [path, item] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const plain = path.replace(/\.php$/, '');
      // Also the accordion's value, which its element ids are made of: no spaces or slashes.
      const key = `${method}${plain.replace(/[^A-Za-z0-9_-]/g, '_')}`;
      const known = calls.get(key);
      if (known === undefined) calls.set(key, referenceCall(description, key, plain, method, operation));
      if (plain !== path) (calls.get(key) ?? known)!.alsoAt.push(path);
    }
  }
  return [...calls.values()];
}

function referenceCall(
  description: ApiDescription,
  key: string,
  path: string,
  method: string,
  operation: ApiOperation,
): ReferenceCall {
  const content = operation.requestBody?.content ?? {};
  const body = fieldsOf(description, content['application/json']?.schema);
  const multipart = content['multipart/form-data']?.schema;
  const sameBody = JSON.stringify(multipart) === JSON.stringify(content['application/json']?.schema);
  return {
    key,
    method: method.toUpperCase(),
    path,
    alsoAt: [],
    folder: operation.tags[0] ?? 'api',
    call: operation['x-call'],
    summary: operation.summary,
    access: operation['x-access'],
    roles: operation['x-roles'],
    query: (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => ({
        name: parameter.name,
        type: typeText(description, parameter.schema),
        required: parameter.required,
      })),
    body,
    multipartBody: multipart === undefined || sameBody ? null : fieldsOf(description, multipart),
    answer: answerOf(description, resolved(description, operation.responses['200'])),
    notModified: operation.responses['304'] === undefined ? null : textOf(operation.responses['304'].description),
    changes: changesOf(operation),
    errors: Object.entries(operation.responses)
      .filter(([status]) => !['200', '226', '304'].includes(status))
      .map(([status, answer]) => ({
        status: status === 'default' ? 'other' : status,
        description: textOf(resolved(description, answer).description),
      })),
  };
}

function answerOf(description: ApiDescription, response: JsonSchemaObject): ReferenceAnswer {
  const content = (response.content ?? {}) as Record<string, { schema?: JsonSchemaObject }>;
  const json = content['application/json']?.schema;
  const fields = json === undefined ? [] : fieldsOf(description, json);
  if (fields.length > 0) return { kind: 'fields', fields };
  const mediaType = Object.keys(content)[0] ?? 'application/json';
  return { kind: 'text', text: textOf(response.description), mediaType };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A schema or answer, followed to the component a `$ref` names. */
function resolved(description: ApiDescription, schema: JsonSchemaObject | undefined): JsonSchemaObject {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema ?? {};
  const [, , kind, name] = ref.split('/');
  const components = description.components as Record<string, Record<string, JsonSchemaObject> | undefined>;
  return components[kind!]?.[name!] ?? {};
}

/** An object's fields, and those of its nested objects and lists of objects, a few levels down. */
function fieldsOf(description: ApiDescription, given: JsonSchemaObject | undefined, prefix = '', depth = 0) {
  const schema = resolved(description, given);
  const parts = [schema, ...((schema.allOf ?? []) as JsonSchemaObject[])];
  const fields: ReferenceField[] = [];
  for (const part of parts.map((p) => resolved(description, p))) {
    const required = new Set((part.required ?? []) as string[]);
    for (const [name, field] of Object.entries((part.properties ?? {}) as Record<string, JsonSchemaObject>)) {
      const property = resolved(description, field);
      const about = property.description;
      fields.push({
        name: `${prefix}${name}`,
        type: typeText(description, property),
        required: required.has(name),
        ...(typeof about === 'string' ? { description: about } : {}),
      });
      if (depth + 1 >= DEPTH) continue;
      const inner = nestedObject(description, property);
      if (inner !== null)
        fields.push(...fieldsOf(description, inner.schema, `${prefix}${name}${inner.suffix}`, depth + 1));
    }
  }
  return fields;
}

function nestedObject(description: ApiDescription, schema: JsonSchemaObject) {
  const items = schema.type === 'array' ? resolved(description, schema.items as JsonSchemaObject) : null;
  if (items?.properties !== undefined) return { schema: items, suffix: '[].' };
  if (schema.properties !== undefined) return { schema, suffix: '.' };
  return null;
}

/** A schema's type in a few words: `integer | null`, `list of object`, `one of: invoice, statement`. */
export function typeText(description: ApiDescription, given: JsonSchemaObject | undefined): string {
  const schema = resolved(description, given);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map(String).join(', ')}`;
  if (typeof schema.contentMediaType === 'string') return 'file';
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchemaObject[] | undefined;
  if (branches !== undefined) return [...new Set(branches.map((b) => typeText(description, b)))].join(' | ');
  const type = schema.type;
  if (type === 'array') return `list of ${typeText(description, schema.items as JsonSchemaObject)}`;
  if (Array.isArray(type)) return type.map(String).join(' | ');
  if (typeof type === 'string') return type;
  return 'any';
}

/** The calls whose path, call name, summary or folder hold every word searched, in the folder chosen. */
export function filterCalls(calls: readonly ReferenceCall[], search: string, folder: string | null): ReferenceCall[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return calls.filter((call) => {
    if (folder !== null && call.folder !== folder) return false;
    const text = `${call.method} ${call.path} ${call.call} ${call.summary} ${call.folder}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The calls by folder, folders and calls in path order. */
export function callsByFolder(calls: readonly ReferenceCall[]): [string, ReferenceCall[]][] {
  const folders = new Map<string, ReferenceCall[]>();
  for (const call of [...calls].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)))
    folders.set(call.folder, [...(folders.get(call.folder) ?? []), call]);
  return [...folders.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function changesOf(operation: ApiOperation): ReferenceCall['changes'] {
  const answer = operation.responses['226'];
  const forms = (operation.parameters ?? []).find((parameter) => parameter.name === 'A-IM')?.schema.enum;
  const form: unknown = Array.isArray(forms) ? forms[0] : undefined;
  if (answer === undefined || typeof form !== 'string') return null;
  return { form, description: textOf(answer.description) };
}
