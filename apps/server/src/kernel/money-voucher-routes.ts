import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '@fleetledger/shared/access';
import type { Db } from '../db/client';
import { contractRoute } from '../http/contract-route';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { sendPdf } from '../http/pdf-reply';
import type { Actor } from '../identity/actor';
import { documentListRoute, documentStatusRoute, type DocumentRoutesDeclaration } from './document-routes';

const BASE = '/api/transportation/vouchers';

type Schema = z.ZodType<object>;

/**
 * What a money voucher kind's routes call: the documents it may pay, and its own service functions.
 * The bodies reach the service as the contract parsed them.
 */
export interface MoneyVoucherRoutesDeclaration<Generate extends Schema, Update extends Schema> {
  kind: 'receipt' | 'payment';
  /** The call answering the party's documents with something still to pay. */
  documentsCall: 'invoices_by_customer' | 'purchases_by_supplier';
  payloads: {
    documents: Schema;
    generate: Generate;
    details: Schema;
    update: Update;
    status: Schema;
    pdf: Schema;
    list: Schema;
  };
  /** What its calls answer, by the contract, for the API's description. */
  answers?: Partial<Record<'documents' | 'generate' | 'update' | 'status' | 'list', z.ZodType>>;
  updatedMessage: string;
  numberText: (number: number) => string;
  documentsToAllocate(db: Db, partyId: number, exceptVoucherId?: number, voucherDate?: string): Promise<unknown>;
  generate(
    db: Db,
    body: z.output<Generate>,
    actor: Actor,
    requestKey?: string,
  ): Promise<{ number: number; message: string }>;
  byNumber(db: Db, number: number): Promise<unknown>;
  update(db: Db, body: z.output<Update>, actor: Actor): Promise<unknown>;
  pdf(db: Db, number: number): Promise<Buffer>;
  move: Parameters<typeof documentStatusRoute>[1]['move'];
  listing: DocumentRoutesDeclaration<Schema, Schema, Schema, Schema, Schema>['listing'];
}

/**
 * The calls of a money voucher (receipt, supplier payment). Their answers differ from the other
 * documents' as the accounting spec gives the receipt's: `{kind}_generate` answers `success` and
 * `number`, `{kind}_details` the voucher itself or an `error` field; a payment mirrors them.
 */
export function moneyVoucherRoutes<Generate extends Schema, Update extends Schema>(
  app: FastifyInstance,
  voucher: MoneyVoucherRoutesDeclaration<Generate, Update>,
): void {
  const { kind, payloads, answers = {} } = voucher;
  const db = () => app.database.db;
  const call = (name: string) => `${kind}_${name}` as ApiCall;
  const numberField = `${kind}_number`;

  contractRoute(app, {
    call: voucher.documentsCall,
    method: 'POST',
    path: `${BASE}/${voucher.documentsCall}`,
    body: payloads.documents,
    answer: answers.documents,
    handler: async ({ body }) => {
      const { id, date, ...rest } = body as { id: number; date?: string } & Record<string, number | undefined>;
      return { success: true, data: await voucher.documentsToAllocate(db(), id, rest[`${kind}_id`], date) };
    },
  });

  contractRoute(app, {
    call: call('generate'),
    method: 'POST',
    path: `${BASE}/${kind}_generate`,
    body: payloads.generate,
    answer: answers.generate,
    handler: async ({ body, request, actor }) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { number, message } = await voucher.generate(db(), body, actor, key);
      return { success: true, number, message };
    },
  });

  contractRoute(app, {
    call: call('details'),
    method: 'POST',
    path: `${BASE}/${kind}_details`,
    envelope: 'error',
    body: payloads.details,
    handler: async ({ body }) => voucher.byNumber(db(), (body as Record<string, number>)[numberField]!),
  });

  contractRoute(app, {
    call: call('update'),
    method: 'POST',
    path: `${BASE}/${kind}_update`,
    envelope: 'status',
    body: payloads.update,
    answer: answers.update,
    handler: async ({ body, actor }) => ({
      status: 'success',
      message: voucher.updatedMessage,
      [kind]: await voucher.update(db(), body, actor),
    }),
  });

  documentStatusRoute(app, { kind, payload: payloads.status, move: voucher.move, answer: answers.status });

  contractRoute(app, {
    call: call('pdf'),
    method: 'GET',
    path: `/api/transportation/reports/${kind}_pdf`,
    query: payloads.pdf,
    answer: 'pdf',
    handler: async ({ query, reply }) => {
      const { download, ...rest } = query as { download: boolean } & Record<string, number>;
      const number = rest[numberField]!;
      const pdf = await voucher.pdf(db(), number);
      sendPdf(reply, `${voucher.numberText(number)}.pdf`, download ? 'attachment' : 'inline');
      return pdf;
    },
  });

  documentListRoute(app, { kind, payload: payloads.list, listing: voucher.listing, answer: answers.list });
}
