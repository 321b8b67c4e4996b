import type { z } from 'zod';
import { invoiceTotals, type InvoiceLine } from '@fleetledger/shared/invoices/invoice-lines';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import {
  INVOICE_LIST_PAGE_SIZE,
  INVOICE_MESSAGES,
  type invoiceGeneratePayload,
  type InvoiceRecord,
  type invoiceUpdatePayload,
} from '@fleetledger/shared/invoices/invoices.contract';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import { refuseLockedDates } from '../../kernel/lock-date';
import { documentByNumber, lockForEdit, storedStatus, type DocumentRow } from '../../kernel/document-row';
import { invoices } from '../../db/schema';
import { writtenLineColumns } from '../../db/document-line-columns';
import { lineIdOnDocument } from '@fleetledger/shared/documents/document-line';
import { invoiceNotes } from '../credit-notes/note-records.service';
import { invoicePayments, invoicesPaidBy } from '../receipts/receipts.service';
import { attachmentsOf } from '../attachments/attachments.service';
import { moveJobsInvoiceStatus } from '../jobs/job-invoice-status.service';
import { checkedLines, takeJobs } from './invoice-lines.service';
import * as records from './invoice-records.queries';
import * as q from './invoices.queries';
import { INVOICE_NUMBER_KIND } from './invoices.service';

function itemValues(line: InvoiceLine, amounts: { vatableFils: number; vatFils: number; totalFils: number }) {
  return {
    kind: line.kind,
    ...writtenLineColumns(line),
    ...amounts,
  };
}

function totalsOf(lines: readonly InvoiceLine[]) {
  const computed = invoiceTotals(lines);
  if (computed.totals.totalFils < 0) throw badRequest(INVOICE_MESSAGES.negativeTotal);
  return computed;
}

/** invoice_generate: a new invoice in status Created with the next number; its jobs become processing. */
export async function generateInvoice(db: Db, input: z.output<typeof invoiceGeneratePayload>, actor: Actor) {
  return db.transaction(async (tx) => {
    const lines = await checkedLines(tx, input.customer_id, input.items);
    await refuseLockedDates(tx, input.date);
    const { lines: amounts, totals } = totalsOf(lines);
    const jobs = await takeJobs(
      tx,
      input.customer_id,
      lines,
      lines.flatMap((line) => line.jobIds),
      actor,
    );
    const number = await takeNextNumber(tx, INVOICE_NUMBER_KIND);
    const invoice = await q.insertInvoice(tx, {
      number,
      customerId: input.customer_id,
      date: input.date,
      reference: input.reference,
      narration: input.narration,
      ...totals,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    if (invoice === undefined) throw conflict(`Invoice number ${invoiceNumberText(number)} is already used`);
    await q.insertItems(
      tx,
      invoice.id,
      lines.map((line, index) => ({
        ...itemValues(line, amounts[index]!),
        jobs: line.jobIds.map((jobId) => ({ jobId, amountFils: jobs.get(jobId)!.totalFils })),
      })),
    );
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'invoice',
      entityId: invoice.id,
      after: await invoiceRecord(tx, invoice.id),
    });
    return { number, message: INVOICE_MESSAGES.created(invoiceNumberText(number)) };
  });
}

/**
 * invoice_update: header and lines while Created, at the version read. Lines keep their ids; a job
 * line keeps its jobs and figures; jobs of removed lines are open again, jobs added become processing.
 */
export async function updateInvoice(db: Db, input: z.output<typeof invoiceUpdatePayload>, actor: Actor) {
  return db.transaction(async (tx) => {
    await lockForEdit(tx, invoiceRow, input.id, input.version);
    const before = await invoiceRecord(tx, input.id);

    const storedItems = new Map(before.items.map((item) => [item.id, item]));
    const storedIds = new Set(storedItems.keys());
    const items = input.items.map((item) => ({ ...item, id: lineIdOnDocument(item.id, storedIds) }));
    const lines = await checkedLines(tx, input.customer_id, items);
    await refuseLockedDates(tx, input.date);
    const storedLinks = await records.storedLineJobs(tx, input.id);
    const storedJobIds = new Set(storedLinks.map((link) => link.jobId));
    lines.forEach((line, index) => {
      if (line.id === null) return;
      const item = storedItems.get(line.id);
      if (item === undefined) throw badRequest(INVOICE_MESSAGES.notOnDocument(index + 1, 'invoice'));
      if (item.kind === 'job' && !sameJobLine(line, item)) throw badRequest(INVOICE_MESSAGES.jobLinesLocked);
    });
    if (input.customer_id !== before.customer_id && storedJobIds.size > 0) {
      throw badRequest('Remove the job lines before changing the customer');
    }
    const { lines: amounts, totals } = totalsOf(lines);
    const wanted = lines.flatMap((line) => line.jobIds);
    const added = wanted.filter((id) => !storedJobIds.has(id));
    const dropped = [...storedJobIds].filter((id) => !wanted.includes(id));
    const taken = await takeJobs(tx, input.customer_id, lines, added, actor);
    const move = { from: ['processing'] as const, to: null, notAllowed: INVOICE_MESSAGES.jobUsed };
    await moveJobsInvoiceStatus(tx, dropped, move, actor);

    const keptIds = new Set(lines.map((line) => line.id).filter((id) => id !== null));
    await records.deleteItems(
      tx,
      [...storedItems.keys()].filter((id) => !keptIds.has(id)),
    );
    const amountOf = new Map(storedLinks.map((link) => [link.jobId, link.amountFils]));
    await records.unlinkJobs(tx, input.id);
    for (const [position, line] of lines.entries()) {
      const values = { ...itemValues(line, amounts[position]!), position };
      const itemId = line.id ?? (await q.insertItem(tx, input.id, values));
      if (line.id !== null) await records.updateItem(tx, line.id, values);
      await records.linkJobs(
        tx,
        line.jobIds.map((jobId) => ({
          itemId,
          invoiceId: input.id,
          jobId,
          amountFils: taken.get(jobId)?.totalFils ?? amountOf.get(jobId)!,
        })),
      );
    }
    await records.updateInvoice(tx, input.id, {
      customerId: input.customer_id,
      date: input.date,
      reference: input.reference,
      narration: input.narration,
      ...totals,
      updatedBy: actor.userId,
    });
    const after = await invoiceRecord(tx, input.id);
    await recordAudit(tx, actor, { action: 'update', entity: 'invoice', entityId: input.id, before, after });
    return after;
  });
}

function sameJobLine(line: InvoiceLine, item: InvoiceRecord['items'][number]): boolean {
  const jobs = [...line.jobIds].sort((a, b) => a - b).join(',');
  return (
    line.kind === 'job' &&
    jobs === item.job_id &&
    line.quantity === item.qty &&
    line.unitFils === Math.round(item.amount * 1000) &&
    line.vatPercent === item.vat_percentage &&
    line.description === item.description
  );
}

/** A line no note touched (none can have, on an invoice not yet posted). */
const NOTHING_NOTED = (vatableFils: number) => ({
  credited_amount: 0,
  debited_amount: 0,
  left_amount: filsToBd(vatableFils),
});

/** The invoice as its screens read it. */
export async function invoiceRecord(db: Executor, id: number): Promise<InvoiceRecord> {
  const head = await records.invoiceHeader(db, id);
  if (head === undefined) throw notFound(INVOICE_MESSAGES.notFound);
  const { invoice } = head;
  const items = await records.invoiceItemRows(db, id);
  const attachments = await attachmentsOf(db, 'invoice', id);
  const payments = await invoicePayments(db, id);
  const notes = await invoiceNotes(db, id);
  return {
    id: invoice.id,
    number: invoice.number,
    customer_id: invoice.customerId,
    customer_name: head.customerName,
    date: invoice.date,
    reference: invoice.reference,
    narration: invoice.narration,
    vatable_amount: filsToBd(invoice.vatableFils),
    vat_amount: filsToBd(invoice.vatFils),
    total_amount: filsToBd(invoice.totalFils),
    status: storedStatus(invoice.status),
    items: items.map(({ item, accountName, jobIds }) => ({
      id: item.id,
      account_id: item.accountId,
      account_name: accountName,
      job_id: jobIds,
      qty: item.quantity,
      amount: filsToBd(item.unitFils),
      vat_percentage: item.vatPercent,
      vatable_amount: filsToBd(item.vatableFils),
      vat_amount: filsToBd(item.vatFils),
      total_amount: filsToBd(item.totalFils),
      cr_dr: item.crDr === 'dr' ? 'dr' : 'cr',
      description: item.description,
      kind: item.kind === 'job' ? 'job' : item.kind === 'discount' ? 'discount' : 'manual',
      ...(notes.lines.get(item.id) ?? NOTHING_NOTED(item.vatableFils)),
    })),
    attachments: attachments.map((a) => ({ ...a, link: a.url })),
    credit_note: notes.credit_note,
    credit_notes: notes.credit_notes,
    debit_notes: notes.debit_notes,
    ...payments,
    opening: invoice.opening,
    due_date: head.dueDate,
    version: invoice.version,
  };
}

export const invoiceRow: DocumentRow<InvoiceRecord> = {
  kind: 'invoice',
  table: invoices,
  notFoundMessage: INVOICE_MESSAGES.notFound,
  staleMessage: INVOICE_MESSAGES.stale,
  lockRow: records.lockInvoice,
  updateRow: records.updateInvoice,
  current: invoiceRecord,
};

export const invoiceByNumber = (db: Db, number: number) => documentByNumber(db, invoiceRow, number);

/** Where the invoice list reads (kernel/document-list). */
export const invoiceListing = {
  table: invoices,
  partyId: invoices.customerId,
  numbered: 'invoice',
  partyFilter: 'customer_id',
  pageSize: INVOICE_LIST_PAGE_SIZE,
  paidBy: invoicesPaidBy,
} as const;
