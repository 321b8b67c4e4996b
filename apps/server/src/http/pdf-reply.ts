import type { FastifyReply } from 'fastify';

/** A PDF answer: named, not cached, and shown only in the app's own frames. */
export function sendPdf(reply: FastifyReply, fileName: string, disposition: 'inline' | 'attachment'): void {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-cache')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
    .header('x-frame-options', 'SAMEORIGIN');
}
