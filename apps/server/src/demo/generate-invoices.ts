import { sql } from 'drizzle-orm';
import { lineAmounts } from '@fleetledger/shared/documents/document-line';
import {
  DISCOUNT_ACCOUNT,
  invoiceNumberText,
  jobLineGroups,
  JOB_LINE_DESCRIPTION,
  TRANSPORTATION_SALES_ACCOUNT,
} from '@fleetledger/shared/invoices/invoice-job-lines';
import { invoicePostingLines } from '@fleetledger/shared/ledger/sales-posting-rules';
import type { Executor } from '../db/client';
import * as schema from '../db/schema';
import { insertRows } from './column-insert';
import { insertNamedItems, insertNumbered } from './numbered-documents';
import { postingEntry, type GeneratedEntry, type GeneratedPosting } from './generated-ledger';
import type { SeededRandom } from './seeded-random';

/** An open job of a customer, as invoicing takes it: its total is its charge and extra amount. */
export interface OpenJob {
  id: number;
  customerId: number;
  date: string;
  truckId: number | null;
  driverId: number | null;
  totalFils: number;
}

type InvoiceStatus = 'Created' | 'Approved' | 'Posted' | 'Cancelled';

interface InvoiceItemPlan {
  id: number;
  kind: 'job' | 'manual' | 'discount';
  accountId: number;
  description: string;
  quantity: number;
  unitFils: number;
  vatPercent: number;
  vatableFils: number;
  vatFils: number;
  totalFils: number;
  crDr: 'cr' | 'dr';
  jobs: { jobId: number; truckId: number | null; driverId: number | null; amountFils: number }[];
}

export interface InvoicePlan {
  id: number;
  number: number;
  customerId: number;
  date: string;
  reference: string | null;
  narration: string;
  /** Cancelled means posted and then cancelled: it keeps its posting, and a credit note takes it all back. */
  status: InvoiceStatus;
  vatableFils: number;
  vatFils: number;
  totalFils: number;
  items: InvoiceItemPlan[];
  /** Its posting once written, for the credit note that mirrors it. */
  posting?: GeneratedPosting;
}

/** Share of a month's open jobs invoiced by the month's end; the rest stay open (disputed, forgotten, late). */
const INVOICED_SHARE = 0.85;

function invoiceStatus(random: SeededRandom, latestMonth: boolean): InvoiceStatus {
  const r = random.next();
  // Last month's invoices are still going through approval; older ones are nearly all posted.
  if (latestMonth) return r < 0.25 ? 'Created' : r < 0.4 ? 'Approved' : 'Posted';
  return r < 0.015 ? 'Created' : r < 0.03 ? 'Approved' : r < 0.05 ? 'Cancelled' : 'Posted';
}

function item(
  fields: Omit<InvoiceItemPlan, 'id' | 'vatableFils' | 'vatFils' | 'totalFils' | 'jobs'> & {
    jobs?: InvoiceItemPlan['jobs'];
  },
): InvoiceItemPlan {
  return { id: 0, jobs: [], ...fields, ...lineAmounts(fields) };
}

/**
 * The month's invoices: one per customer, dated on the month's last day, holding most of the
 * customer's open jobs of the month on job lines grouped by equal total as the app groups them (at
 * the customer's VAT rate), sometimes with a charge line or a discount. Ids and numbers come later.
 */
export function planMonthInvoices(
  jobs: readonly OpenJob[],
  context: { date: string; monthLabel: string; latestMonth: boolean; vatOf: (customerId: number) => number },
  random: SeededRandom,
): InvoicePlan[] {
  const byCustomer = new Map<number, OpenJob[]>();
  for (const job of jobs) {
    if (job.totalFils <= 0 || !random.chance(INVOICED_SHARE)) continue;
    const own = byCustomer.get(job.customerId);
    if (own === undefined) byCustomer.set(job.customerId, [job]);
    else own.push(job);
  }
  return [...byCustomer.keys()]
    .sort((a, b) => a - b)
    .map((customerId) => {
      const own = byCustomer.get(customerId)!.sort((a, b) => a.id - b.id);
      const vatPercent = context.vatOf(customerId);
      const items = jobLineGroups(own).map((group) =>
        item({
          kind: 'job',
          accountId: TRANSPORTATION_SALES_ACCOUNT,
          description: JOB_LINE_DESCRIPTION,
          quantity: group.jobs.length,
          unitFils: group.unitFils,
          vatPercent,
          crDr: 'cr',
          jobs: group.jobs.map((job) => ({
            jobId: job.id,
            truckId: job.truckId,
            driverId: job.driverId,
            amountFils: job.totalFils,
          })),
        }),
      );
      if (random.chance(0.05)) {
        items.push(
          item({
            kind: 'manual',
            accountId: TRANSPORTATION_SALES_ACCOUNT,
            description: 'Documentation and gate pass charges',
            quantity: random.int(1, 3),
            unitFils: random.int(5, 25) * 1000,
            vatPercent,
            crDr: 'cr',
          }),
        );
      }
      const sales = items.reduce((sum, line) => sum + line.vatableFils, 0);
      if (random.chance(0.03) && sales >= 50_000) {
        items.push(
          item({
            kind: 'discount',
            accountId: DISCOUNT_ACCOUNT,
            description: 'Volume discount',
            quantity: 1,
            unitFils: Math.max(1, Math.floor((sales * random.int(1, 5)) / 100_000)) * 1000,
            vatPercent: 0,
            crDr: 'dr',
          }),
        );
      }
      const signed = (line: InvoiceItemPlan, fils: number) => (line.crDr === 'dr' ? -fils : fils);
      return {
        id: 0,
        number: 0,
        customerId,
        date: context.date,
        reference: random.chance(0.4) ? `PO-${random.int(10_000, 99_999)}` : null,
        narration: `Transportation charges for ${context.monthLabel}`,
        status: invoiceStatus(random, context.latestMonth),
        vatableFils: items.reduce((sum, line) => sum + signed(line, line.vatableFils), 0),
        vatFils: items.reduce((sum, line) => sum + signed(line, line.vatFils), 0),
        totalFils: items.reduce((sum, line) => sum + signed(line, line.totalFils), 0),
        items,
      };
    });
}

/** Where an invoice leaves its jobs, as the app's status moves leave them (a cancelled one lets them go). */
const JOBS_WHEN: Record<InvoiceStatus, string | null> = {
  Created: 'processing',
  Approved: 'processing',
  Posted: 'finished',
  Cancelled: null,
};

/** Each job on its invoice's line, at the amount it carried: live unless the invoice is cancelled. */
function jobLinks(invoices: readonly InvoicePlan[]) {
  return invoices.flatMap((invoice) =>
    invoice.items.flatMap((line) =>
      line.jobs.map((job) => ({
        ...job,
        itemId: line.id,
        invoiceId: invoice.id,
        live: invoice.status !== 'Cancelled',
      })),
    ),
  );
}

/** Gives the invoices their ids and numbers (in order, from `nextNumber`) and writes them, their lines and their jobs. */
export async function insertInvoices(tx: Executor, invoices: readonly InvoicePlan[], nextNumber: () => number) {
  await insertNumbered(tx, schema.invoices, invoices, nextNumber);
  await insertNamedItems(tx, schema.invoiceItems, invoices, 'invoiceId');
  await insertRows(tx, schema.invoiceItemJobs, jobLinks(invoices));
  for (const status of ['processing', 'finished']) {
    const jobIds = invoices
      .filter((invoice) => JOBS_WHEN[invoice.status] === status)
      .flatMap((invoice) => invoice.items.flatMap((line) => line.jobs.map((job) => job.jobId)));
    if (jobIds.length > 0)
      await tx.execute(sql`update jobs set invoice_status = ${status} where id = any(${sql.param(jobIds)}::bigint[])`);
  }
}

/** The invoice's posting, as the app writes it when the invoice moves to Posted. */
export function invoicePosting(invoice: InvoicePlan, customerName: string): GeneratedEntry {
  const number = invoiceNumberText(invoice.number);
  return postingEntry('invoice', invoice, number, `Invoice ${number} to ${customerName}`, invoicePostingLines(invoice));
}
