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

/** Whether the reader takes a gzip body: a body compressed once can then be sent to every reader. */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return false;
  return header.split(',').some((coding) => {
    const [name, ...parameters] = coding.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    return (name === 'gzip' || name === '*') && !refused;
  });
}
