import {
  DISCOUNT_ACCOUNT,
  JOB_LINE_DESCRIPTION,
  jobLineGroups,
  TRANSPORTATION_SALES_ACCOUNT,
} from '@fleetledger/shared/invoices/invoice-job-lines';
import type { InvoiceGeneratePayload } from '@fleetledger/shared/invoices/invoices.contract';
import type { PendingJob } from '@fleetledger/shared/lookups/lookups.contract';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import type { EditableLine } from '../../../ui/document-lines-editor';

/** A line of the Create Invoice screen: a manual line, a group of jobs, or a discount. */
export interface NewInvoiceLine extends EditableLine {
  kind: 'manual' | 'job' | 'discount';
  accountId: number | null;
  accountName: string;
  jobIds: number[];
}

let lastKey = 0;
const nextKey = () => `new-${(lastKey += 1)}`;

export function manualLine(): NewInvoiceLine {
  return {
    key: nextKey(),
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

export function discountLine(): NewInvoiceLine {
  return {
    key: nextKey(),
    kind: 'discount',
    accountId: DISCOUNT_ACCOUNT,
    accountName: 'Discount',
    jobIds: [],
    description: 'Discount',
    quantity: '1',
    unit: '',
    vatPercent: 0,
    sign: -1,
  };
}

/** The chosen jobs as lines: one per equal total, its quantity the number of jobs (shared grouping rule). */
export function jobLines(jobs: readonly PendingJob[]): NewInvoiceLine[] {
  const groups = jobLineGroups(jobs.map((job) => ({ id: job.id, totalFils: bdToFils(job.total_amount) })));
  return groups.map((group) => ({
    key: nextKey(),
    kind: 'job',
    accountId: TRANSPORTATION_SALES_ACCOUNT,
    accountName: 'Transportation Sales',
    jobIds: group.jobs.map((job) => job.id),
    description: JOB_LINE_DESCRIPTION,
    quantity: String(group.jobs.length),
    unit: filsToBd(group.unitFils).toFixed(3),
    vatPercent: 0,
    locked: true,
  }));
}

export interface NewInvoiceHeader {
  customerId: number | null;
  date: string;
  reference: string;
  narration: string;
}

/** invoice_generate's payload; the server checks every field with its numbered messages. */
export function invoiceGeneratePayload(
  header: NewInvoiceHeader,
  lines: readonly NewInvoiceLine[],
): InvoiceGeneratePayload {
  return {
    customer_id: header.customerId,
    date: header.date,
    reference: header.reference,
    narration: header.narration,
    items: lines.map((line) => ({
      account_id: line.accountId,
      job_id: line.jobIds.length === 0 ? null : line.jobIds.join(','),
      qty: line.quantity,
      amount: line.unit,
      vat_percentage: line.vatPercent,
      cr_dr: line.kind === 'discount' ? 'dr' : 'cr',
      description: line.description,
    })),
  };
}
