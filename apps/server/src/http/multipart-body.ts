import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { badRequest } from './http-error';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

type Part = MultipartFile | MultipartValue;

function isPart(value: unknown): value is Part {
  return typeof value === 'object' && value !== null && 'fieldname' in value && 'type' in value;
}

async function partValue(part: Part): Promise<unknown> {
  if (part.type === 'field') return part.value;
  return { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() } satisfies UploadedFile;
}

/** Turns a multipart body (parts by field name) into plain values, so one zod schema reads both shapes. */
export async function plainMultipartBody(body: unknown): Promise<Record<string, unknown>> {
  const plain: Record<string, unknown> = {};
  if (typeof body !== 'object' || body === null) return plain;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) plain[key] = await Promise.all(value.filter(isPart).map(partValue));
    else if (isPart(value)) plain[key] = await partValue(value);
  }
  return plain;
}

/** The file an upload call must carry; without it the call answers 400 with its own message. */
export function requiredFile<F>(file: F | undefined, message: string): F {
  if (file === undefined) throw badRequest(message, { file: message });
  return file;
}
