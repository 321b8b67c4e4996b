import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiCall, Authority } from '@fleetledger/shared/access';
import { todayIn } from '@fleetledger/shared/dates';
import type { PaymentFlag } from '@fleetledger/shared/documents/document-list.contract';
import { STATUS_MESSAGES, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { Db } from '../db/client';
import { transportationCalls } from '../http/transportation-calls';
import type { Actor } from '../identity/actor';
import { documentList } from './document-list';
import type { ListedDocuments } from './document-list.queries';
import type { StatusMoveRequest } from './status-mover';

/** What a document's status call carries besides its id (the contract's STATUS_MOVE_FIELDS). */
interface StatusMoveBody {
  status: DocumentStatus;
  version: number;
  cancel_code?: string;
  admin_code?: string;
  /** Where a kind takes it (journals): the day leaving Posted reverses the posting. */
  reverse_on?: string;
}

type Schema = z.ZodType<object>;

type DocumentKindName = 'invoice' | 'purchase' | 'receipt' | 'payment' | 'journal';

type DocumentCallName = 'generate' | 'details' | 'update' | 'status' | 'list';

/** What the kind's calls answer, by the contract, for the API's description. */
type DocumentAnswers = Partial<Record<DocumentCallName, z.ZodType>>;

type MoveDocument = (
  db: Db,
  move: StatusMoveRequest,
  user: { id: number; authority: Authority },
  actor: Actor,
) => Promise<unknown>;

/** Where the list reads, which query field filters by party, and how many rows make a page. */
type DocumentListing = ListedDocuments & { partyFilter: 'customer_id' | 'supplier_id' | 'party_id'; pageSize: number };

/**
 * The five calls every numbered document answers: `{kind}_generate`, `{kind}_details`, `{kind}_update`,
 * `{kind}_status_update` and `{kind}_list` under vouchers/. A kind declares its payloads and service
 * functions; the routes only translate HTTP to them (docs/architecture.md, "Adding a document type").
 */
export interface DocumentRoutesDeclaration<
  Generate extends Schema,
  Details extends Schema,
  Update extends Schema,
  Status extends Schema,
  List extends Schema,
> {
  kind: DocumentKindName;
  payloads: { generate: Generate; details: Details; update: Update; status: Status; list: List };
  answers?: DocumentAnswers;
  updatedMessage: string;
  generate(db: Db, body: z.output<Generate>, actor: Actor): Promise<{ number: number; message: string }>;
  byNumber(db: Db, query: z.output<Details>): Promise<unknown>;
  update(db: Db, body: z.output<Update>, actor: Actor): Promise<unknown>;
  move: MoveDocument;
  listing: DocumentListing;
}

/** The status and list calls answer under vouchers/ with a `status` envelope. */
const vouchersOf = (app: FastifyInstance) => transportationCalls(app, { folder: 'vouchers', envelope: 'status' });

/** The filters every document list takes (the contract's LIST_FILTERS). */
interface ListQuery {
  status?: string;
  from?: string;
  to?: string;
  search: string | null;
  page: number;
  /** A paid kind's (PAYMENT_FLAG_FILTER). */
  flag?: PaymentFlag;
}

export function documentRoutes<
  Generate extends Schema,
  Details extends Schema,
  Update extends Schema,
  Status extends Schema,
  List extends Schema,
>(app: FastifyInstance, document: DocumentRoutesDeclaration<Generate, Details, Update, Status, List>): void {
  const { kind, payloads, answers = {} } = document;
  const db = () => app.database.db;
  const vouchers = vouchersOf(app);
  const call = (name: string) => `${kind}_${name}` as ApiCall;

  vouchers.post(call('generate'), { takes: payloads.generate, answer: answers.generate }, async ({ body, actor }) => {
    const { number, message } = await document.generate(db(), body, actor);
    return { status: 'success', [`${kind}_number`]: number, message };
  });

  vouchers.get(call('details'), { takes: payloads.details, answer: answers.details }, async ({ query }) => ({
    status: 'success',
    [kind]: await document.byNumber(db(), query),
    message: 'OK',
  }));

  vouchers.post(call('update'), { takes: payloads.update, answer: answers.update }, async ({ body, actor }) => ({
    status: 'success',
    message: document.updatedMessage,
    [kind]: await document.update(db(), body, actor),
  }));

  documentStatusRoute(app, { kind, payload: payloads.status, move: document.move, answer: answers.status });
  documentListRoute(app, { kind, payload: payloads.list, listing: document.listing, answer: answers.list });
}

/** `{kind}_status_update`: the body's `{kind}_id`, status, version and codes to the kind's mover. */
export function documentStatusRoute(
  app: FastifyInstance,
  document: { kind: DocumentKindName; payload: Schema; move: MoveDocument; answer?: z.ZodType },
): void {
  const { kind } = document;
  const described = { takes: document.payload, answer: document.answer };
  vouchersOf(app).post(`${kind}_status_update`, described, async ({ body, user, actor }) => {
    const move = body as StatusMoveBody & Record<string, unknown>;
    const record = await document.move(
      app.database.db,
      {
        id: move[`${kind}_id`] as number,
        to: move.status,
        version: move.version,
        codes: { cancel: move.cancel_code, admin: move.admin_code },
        reverseOn: move.reverse_on,
      },
      user!,
      actor,
    );
    return { status: 'success', message: STATUS_MESSAGES.updated(move.status), [kind]: record };
  });
}

/** `{kind}_list`: one page of the kind's documents under the list filters and its party filter. */
export function documentListRoute(
  app: FastifyInstance,
  document: { kind: DocumentKindName; payload: Schema; listing: DocumentListing; answer?: z.ZodType },
): void {
  const { kind, listing } = document;
  vouchersOf(app).get(`${kind}_list`, { takes: document.payload, answer: document.answer }, async ({ query }) => {
    const { status, from, to, search, page, flag, ...rest } = query as ListQuery & Record<string, unknown>;
    const partyId = rest[listing.partyFilter] as number | undefined;
    const today = todayIn(app.config.companyTz);
    const { rows, ...list } = await documentList(
      app.database.db,
      listing,
      { status, partyId, from, to, search, flag, today },
      page,
      listing.pageSize,
    );
    return { status: 'success', [`${kind}s`]: rows, ...list };
  });
}
