import type { FastifyRequest } from 'fastify';

/**
 * Whether the reader already holds the answer with this ETag: If-None-Match names it (or `*`), compared
 * weakly as RFC 9110 (13.1.2) asks of If-None-Match.
 */
export function holdsEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Whether the reader takes a gzip body: a body compressed once can then be sent to every reader. gzip
 * named decides by its own weight; `*` stands only for the codings not named (RFC 9110, 12.5.3).
 */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return false;
  const taken = new Map<string, boolean>();
  for (const coding of header.split(',')) {
    const [name = '', ...parameters] = coding.trim().toLowerCase().split(';');
    taken.set(name.trim(), !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter)));
  }
  return taken.get('gzip') ?? taken.get('*') ?? false;
}

/** The first ETag the reader names in If-None-Match: the answer it holds, to be brought up to date. */
export function heldEtag(request: FastifyRequest): string | undefined {
  const first = request.headers['if-none-match']?.split(',')[0]?.trim();
  return first === undefined || first === '' || first === '*' ? undefined : first;
}

/** Whether the reader takes the changes to what it holds in this form (A-IM, RFC 3229). */
export function takesChanges(request: FastifyRequest, form: string): boolean {
  const header = request.headers['a-im'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((named) => named.trim().split(';')[0]!.trim().toLowerCase() === form);
}
