import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiCall } from '@fleetledger/shared/access';
import type { TransportationCalls } from './transportation-calls';

/** A PDF answer: named, not cached, and shown only in the app's own frames. */
export function sendPdf(reply: FastifyReply, fileName: string, disposition: 'inline' | 'attachment'): void {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-cache')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
    .header('x-frame-options', 'SAMEORIGIN');
}

/** A printed report's query: the report's own, and download=1 to save the PDF rather than open it. */
export const pdfQuery = <Query extends z.ZodType>(query: Query) =>
  z.intersection(query, z.object({ download: z.preprocess((v) => v === '1' || v === 'true', z.boolean()) }));

/** A printed report's call as the API's description reads it: that query, and a PDF for an answer. */
export const pdfCall = <Query extends z.ZodType>(query: Query) => ({ takes: pdfQuery(query), answer: 'pdf' as const });

/** The PDF as the answer, opened in the browser or, with download, saved under its name. */
export function answerPdf(reply: FastifyReply, download: boolean, printed: { pdf: Buffer; fileName: string }): Buffer {
  sendPdf(reply, printed.fileName, download ? 'attachment' : 'inline');
  return printed.pdf;
}

/** Registers a printed report: its query with download, answered by the PDF printed for that query. */
export function printedReportCall<Query extends z.ZodType>(
  calls: TransportationCalls<ApiCall>,
  name: ApiCall,
  query: Query,
  print: (query: z.infer<Query>) => Promise<{ pdf: Buffer; fileName: string }>,
): void {
  calls.get(name, pdfCall(query), async ({ query: asked, reply }) =>
    answerPdf(reply, asked.download, await print(asked)),
  );
}
