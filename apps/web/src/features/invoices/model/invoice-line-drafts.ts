import { VAT_RATES, type VatRate } from '@fleetledger/shared/documents/document-line';
import { typedFigure } from '../../../lib/typed-figure';
import { DISCOUNT_LINE } from '@fleetledger/shared/invoices/invoice-lines';
import {
  JOB_LINE_DESCRIPTION,
  jobLineGroups,
  TRANSPORTATION_SALES_ACCOUNT,
} from '@fleetledger/shared/invoices/invoice-job-lines';
import type {
  InvoiceGeneratePayload,
  InvoiceItem,
  InvoiceItemPayload,
  InvoiceRecord,
  InvoiceUpdatePayload,
} from '@fleetledger/shared/invoices/invoices.contract';
import type { PendingJob } from '@fleetledger/shared/lookups/lookups.contract';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import {
  amountField,
  amountText,
  linesOf,
  recordField,
  recordFields,
  type MergeOutline,
} from '../../../lib/three-way-merge';
import type { EditableLine } from '../../../documents/document-lines-editor';
import { screenKey } from '../../../lib/screen-key';

/** An invoice line on screen: the editor's typed figures plus what the line is and keeps. */
export interface InvoiceLineDraft extends EditableLine {
  /** The stored line's id; null for a line added on this screen. */
  id: number | null;
  kind: InvoiceItem['kind'];
  accountId: number | null;
  accountName: string;
  jobIds: number[];
}

const newKey = () => screenKey('new');

function vatRate(percent: number): VatRate {
  return VAT_RATES.find((rate) => rate === percent) ?? 0;
}

/** What a discount line fixes (the shared rule): only its amount and description are typed. */
const DISCOUNT_SHAPE = {
  accountId: DISCOUNT_LINE.accountId,
  quantity: String(DISCOUNT_LINE.quantity),
  vatPercent: DISCOUNT_LINE.vatPercent,
  amountOnly: true,
} as const;

export function lineDrafts(items: readonly InvoiceItem[]): InvoiceLineDraft[] {
  return items.map((item) => {
    const draft: InvoiceLineDraft = {
      key: String(item.id),
      id: item.id,
      kind: item.kind,
      accountId: item.account_id,
      accountName: item.account_name,
      jobIds: item.job_id === null ? [] : item.job_id.split(',').map(Number),
      description: item.description,
      quantity: String(item.qty),
      unit: item.amount.toFixed(3),
      vatPercent: vatRate(item.vat_percentage),
      // Job lines keep their jobs, figures and description on the server: the screen shows them whole.
      locked: item.kind === 'job',
      sign: item.kind === 'discount' ? -1 : 1,
    };
    return item.kind === 'discount' ? { ...draft, ...DISCOUNT_SHAPE } : draft;
  });
}

export function manualLine(): InvoiceLineDraft {
  return {
    key: newKey(),
    id: null,
    kind: 'manual',
    accountId: null,
    accountName: '',
    jobIds: [],
    description: '',
    quantity: '1',
    unit: '',
    vatPercent: 0,
  };
}

/** A discount: an amount only, subtracted; its account, quantity and VAT are the shared rule's. */
export function discountLine(): InvoiceLineDraft {
  return {
    ...manualLine(),
    ...DISCOUNT_SHAPE,
    kind: 'discount',
    accountName: 'Discount',
    description: 'Discount',
    sign: -1,
  };
}

/** Chosen jobs as lines: one per equal total, its quantity the number of jobs (the shared grouping rule). */
export function jobLines(jobs: readonly PendingJob[]): InvoiceLineDraft[] {
  const groups = jobLineGroups(jobs.map((job) => ({ id: job.id, totalFils: bdToFils(job.total_amount) })));
  return groups.map((group) => ({
    ...manualLine(),
    kind: 'job',
    accountId: TRANSPORTATION_SALES_ACCOUNT,
    accountName: 'Transportation Sales',
    jobIds: group.jobs.map((job) => job.id),
    description: JOB_LINE_DESCRIPTION,
    quantity: String(group.jobs.length),
    unit: filsToBd(group.unitFils).toFixed(3),
    locked: true,
  }));
}

/** What Duplicate makes of an invoice: a new invoice's header and lines, and the jobs it could not bill again. */
export interface InvoiceCopy {
  header: NewInvoiceHeader;
  lines: InvoiceLineDraft[];
  jobsLeftOut: number;
}

/**
 * Duplicate: the customer, narration and lines as new ones, dated today, with no reference (it named
 * the invoice copied). A job is billed on one live invoice only, so the job lines bring only those of
 * their jobs that are open for invoicing again (the original was cancelled), grouped at their amounts
 * now; the others are left out and counted.
 */
export function invoiceCopy(invoice: InvoiceRecord, today: string, openJobs: readonly PendingJob[]): InvoiceCopy {
  const open = new Map(openJobs.map((job) => [job.id, job]));
  const billed = lineDrafts(invoice.items.filter((item) => item.kind === 'job')).flatMap((line) => line.jobIds);
  const billable = billed.flatMap((id) => open.get(id) ?? []);
  const others = lineDrafts(invoice.items.filter((item) => item.kind !== 'job'));
  return {
    header: { customerId: invoice.customer_id, date: today, reference: '', narration: invoice.narration ?? '' },
    lines: [...jobLines(billable), ...others.map((line) => ({ ...line, key: newKey(), id: null }))],
    jobsLeftOut: billed.length - billable.length,
  };
}

/**
 * The lines as the calls take them. A figure goes as a number when it reads as one (JSON carries no
 * numeric text), else as typed; the server checks them with its numbered messages.
 */
function itemsPayload(drafts: readonly InvoiceLineDraft[]): InvoiceItemPayload[] {
  return drafts.map((draft) => ({
    id: draft.id,
    account_id: draft.accountId,
    job_id: draft.jobIds.length === 0 ? null : draft.jobIds.join(','),
    qty: draft.kind === 'discount' ? DISCOUNT_LINE.quantity : typedFigure(draft.quantity),
    amount: typedFigure(draft.unit),
    vat_percentage: draft.kind === 'discount' ? DISCOUNT_LINE.vatPercent : draft.vatPercent,
    cr_dr: draft.kind === 'discount' ? 'dr' : 'cr',
    description: draft.description,
  }));
}

export interface NewInvoiceHeader {
  customerId: number | null;
  date: string;
  reference: string;
  narration: string;
}

export function newInvoiceHeader(today: string): NewInvoiceHeader {
  return { customerId: null, date: today, reference: '', narration: '' };
}

export function invoiceGeneratePayload(
  header: NewInvoiceHeader,
  drafts: readonly InvoiceLineDraft[],
): InvoiceGeneratePayload {
  const { customerId, date, reference, narration } = header;
  return { customer_id: customerId, date, reference, narration, items: itemsPayload(drafts) };
}

/** invoice_update's payload: the header as read, the lines as edited, at the version read. */
export function invoiceUpdatePayload(
  invoice: InvoiceRecord,
  drafts: readonly InvoiceLineDraft[],
  version = invoice.version,
): InvoiceUpdatePayload {
  const { id, customer_id, date, reference, narration } = invoice;
  return { id, version, customer_id, date, reference, narration, items: itemsPayload(drafts) };
}

function lineText(draft: InvoiceLineDraft): string {
  return `${draft.description} · ${draft.quantity} × ${amountText(draft.unit)} · ${draft.vatPercent} %`;
}

/** How a stale save merges an invoice's lines: each by its id, field by field. */
export const INVOICE_LINES_MERGE: MergeOutline<InvoiceLineDraft[]> = {
  fields: [],
  lines: [
    linesOf<InvoiceLineDraft[], InvoiceLineDraft>({
      key: 'items',
      read: (lines) => lines,
      write: (_, lines) => lines,
      id: (line) => line.id,
      name: (_, position) => `Line ${position}`,
      show: lineText,
      fields: [
        recordField<InvoiceLineDraft>('Kind', ['kind', 'locked', 'sign', 'amountOnly'], (line) => line.kind),
        recordField<InvoiceLineDraft>('Account', ['accountId', 'accountName'], (line) => line.accountName),
        recordField<InvoiceLineDraft>('Jobs', ['jobIds'], (line) => line.jobIds.join(', ')),
        ...recordFields<InvoiceLineDraft>({ description: 'Description', quantity: 'Quantity' }),
        amountField<InvoiceLineDraft>('Unit Amount', 'unit'),
        recordField<InvoiceLineDraft>('VAT', ['vatPercent'], (line) => `${line.vatPercent} %`),
      ],
    }),
  ],
};
