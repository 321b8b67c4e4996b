import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { allocatedIds, allocationProblems } from '@fleetledger/shared/documents/allocations';
import { filsToBd } from '@fleetledger/shared/money';
import { checkReceipt, receiptNumberText, type CheckedReceipt } from '@fleetledger/shared/receipts/receipt-rules';
import {
  RECEIPT_LIST_PAGE_SIZE,
  RECEIPT_MESSAGES,
  type PaymentType,
  type ReceiptPayload,
  type ReceiptRecord,
} from '@fleetledger/shared/receipts/receipts.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { moneySideColumns, storedCheque } from '../../db/money-side-columns';
import { receipts } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import { createOnce } from '../../kernel/request-keys';
import { documentByNumber, lockForEdit, storedStatus, type DocumentRow } from '../../kernel/document-row';
import { rowStatusDeclaration, statusMover } from '../../kernel/status-mover';
import { attachmentsOf } from '../attachments/attachments.service';
import { missingReferences } from '../masterdata/masterdata.service';
import { receiptLedgerMove } from './receipt-ledger.service';
import * as q from './receipts.queries';

const RECEIPT_NUMBER_KIND = 'receipt';

function refuse(problems: Record<string, string>): never {
  throw badRequest(Object.values(problems).join(', '), problems);
}

/**
 * The receipt's rules, then what they name: the customer exists, and each allocation goes to a
 * posted invoice of that customer within what it still has pending. The invoices are locked first,
 * so concurrent receipts allocating one invoice are checked one after the other.
 */
async function checkedReceipt(tx: Executor, input: ReceiptPayload, exceptReceiptId?: number) {
  const { receipt, problems } = checkReceipt(input);
  if (receipt === null) refuse(problems);
  const missing = await missingReferences(tx, { customers: [receipt.customerId] });
  if (missing.customers.size > 0) refuse({ customer_id: RECEIPT_MESSAGES.customerMissing });
  const allocations = receipt.lines.map((line) => ({ documentId: line.invoiceId, amountFils: line.amountFils }));
  const pending = await q.pendingInvoices(tx, {
    customerId: receipt.customerId,
    exceptReceiptId,
    lockIds: allocatedIds(allocations),
  });
  const open = pending.map((invoice) => ({ ...invoice, number: invoiceNumberText(invoice.number) }));
  Object.assign(
    problems,
    allocationProblems(allocations, open, 'invoice', {
      notOpen: RECEIPT_MESSAGES.allocationCustomer,
      overAllocated: RECEIPT_MESSAGES.overAllocated,
    }),
  );
  if (Object.keys(problems).length > 0) refuse(problems);
  return receipt;
}

function headerValues(receipt: CheckedReceipt, input: ReceiptPayload) {
  return { date: receipt.date, customerId: receipt.customerId, ...moneySideColumns(receipt, input) };
}

const itemValues = (receipt: CheckedReceipt) =>
  receipt.lines.map((line, position) => ({
    id: line.id,
    position,
    kind: line.kind,
    customerId: line.customerId,
    accountId: line.accountId,
    invoiceId: line.invoiceId,
    crDr: line.crDr,
    amountFils: line.amountFils,
    description: line.description,
  }));

/**
 * receipt_generate. With an Idempotency-Key, a repeated submit answers the receipt the first made;
 * the same key with another body is refused.
 */
export async function generateReceipt(db: Db, input: ReceiptPayload, actor: Actor, requestKey?: string) {
  return db.transaction(async (tx) => {
    const request = { key: requestKey, body: input, reused: RECEIPT_MESSAGES.idempotencyReused };
    const id = await createOnce(tx, q.receiptKeys, request, async () => {
      const receipt = await checkedReceipt(tx, input);
      const number = await takeNextNumber(tx, RECEIPT_NUMBER_KIND);
      const created = await q.insertReceipt(tx, {
        number,
        ...headerValues(receipt, input),
        createdBy: actor.userId,
        updatedBy: actor.userId,
      });
      await q.saveItems(
        tx,
        created,
        itemValues(receipt).map((item) => ({ ...item, id: null })),
      );
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'receipt',
        entityId: created,
        after: await receiptRecord(tx, created),
      });
      return created;
    });
    return { number: (await q.receiptNumberOf(tx, id))!, message: RECEIPT_MESSAGES.created };
  });
}

/** receipt_update: while Created, at the version read. */
export async function updateReceipt(db: Db, input: ReceiptPayload & { id: number; version: number }, actor: Actor) {
  return db.transaction(async (tx) => {
    await lockForEdit(tx, receiptRow, input.id, input.version);
    const before = await receiptRecord(tx, input.id);
    const receipt = await checkedReceipt(tx, input, input.id);
    const storedItems = await q.itemIds(tx, input.id);
    receipt.lines.forEach((line, index) => {
      if (line.id !== null && !storedItems.has(line.id)) throw badRequest(`Item ${index + 1} is not on this receipt`);
    });
    await q.updateReceipt(tx, input.id, { ...headerValues(receipt, input), updatedBy: actor.userId });
    await q.saveItems(tx, input.id, itemValues(receipt));
    const after = await receiptRecord(tx, input.id);
    await recordAudit(tx, actor, { action: 'update', entity: 'receipt', entityId: input.id, before, after });
    return after;
  });
}

export async function receiptRecord(db: Executor, id: number): Promise<ReceiptRecord> {
  const head = await q.receiptHeader(db, id);
  if (head === undefined) throw notFound(RECEIPT_MESSAGES.notFound);
  const { receipt } = head;
  const [items, attachments] = await Promise.all([q.receiptItemRows(db, id), attachmentsOf(db, 'receipt', id)]);
  const advanceFils = items
    .filter(({ item }) => item.kind === 'customer' && item.invoiceId === null)
    .reduce((sum, { item }) => sum + item.amountFils, 0);
  return {
    id: receipt.id,
    number: receipt.number,
    date: receipt.date,
    account_id: receipt.accountId,
    account_name: head.accountName,
    customer_id: receipt.customerId,
    customer_name: head.customerName,
    type_of_payment: receipt.typeOfPayment as PaymentType,
    amount: filsToBd(receipt.totalFils),
    total_amount: filsToBd(receipt.totalFils),
    advance_amount: filsToBd(advanceFils),
    reference: receipt.reference,
    narration: receipt.narration,
    cheques: storedCheque(receipt),
    status: storedStatus(receipt.status),
    items: items.map(({ item, name, invoiceNumber }) => ({
      id: item.id,
      kind: item.kind as ReceiptRecord['items'][number]['kind'],
      customer_id: item.customerId,
      account_id: item.accountId,
      name,
      invoice_id: item.invoiceId,
      invoice_number: invoiceNumber,
      cr_dr: item.crDr === 'dr' ? ('dr' as const) : ('cr' as const),
      amount: filsToBd(item.amountFils),
      description: item.description,
    })),
    attachments: attachments.map((a) => ({ ...a, link: a.url })),
    version: receipt.version,
  };
}

const receiptRow: DocumentRow<ReceiptRecord> = {
  kind: 'receipt',
  table: receipts,
  notFoundMessage: RECEIPT_MESSAGES.notFound,
  staleMessage: RECEIPT_MESSAGES.stale,
  lockRow: q.lockReceipt,
  updateRow: q.updateReceipt,
  current: receiptRecord,
};

export const receiptByNumber = (db: Db, number: number) => documentByNumber(db, receiptRow, number);

/**
 * The status move as the routes call it: leaving or reaching Posted writes the books, and a cancelled
 * receipt's allocations stop counting, so its invoices are pending again.
 */
export const moveReceiptStatus = (companyTz: string) =>
  statusMover(rowStatusDeclaration(receiptRow, receiptLedgerMove(companyTz)));

/** invoices_by_customer: the customer's posted invoices with something still to pay. */
export async function invoicesToAllocate(db: Db, customerId: number, exceptReceiptId?: number) {
  const invoices = await q.pendingInvoices(db, { customerId, exceptReceiptId });
  return invoices
    .filter((invoice) => invoice.pendingFils > 0)
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      date: invoice.date,
      total_amount: filsToBd(invoice.totalFils),
      pending_amount: filsToBd(invoice.pendingFils),
    }));
}

/** The receipts (not cancelled) that pay an invoice, as printed: an invoice they pay stays Posted. */
export async function receiptsPaying(db: Executor, invoiceId: number): Promise<string[]> {
  return (await q.receiptsOfInvoice(db, invoiceId)).map((receipt) => receiptNumberText(receipt.number));
}

/** What the receipts paid on an invoice, and what is still pending: for Invoice Details. */
export async function invoicePayments(db: Executor, invoiceId: number, invoiceTotalFils: number) {
  const paid = await q.receiptsOfInvoice(db, invoiceId);
  const paidFils = paid.reduce((sum, receipt) => sum + receipt.amountFils, 0);
  return {
    receipts: paid.map((receipt) => ({
      number: receipt.number,
      date: receipt.date,
      status: storedStatus(receipt.status),
      amount: filsToBd(receipt.amountFils),
    })),
    pending_amount: filsToBd(invoiceTotalFils - paidFils),
  };
}

/** Where the receipt list reads (kernel/document-list). */
export const receiptListing = {
  table: receipts,
  partyId: receipts.customerId,
  prefix: 'RCPT-ARG-',
  partyFilter: 'customer_id',
  pageSize: RECEIPT_LIST_PAGE_SIZE,
} as const;
