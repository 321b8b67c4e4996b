import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import type { Db } from '../src/db/client';
import { renderTaxInvoice } from '../src/features/invoices/pdf/tax-invoice-print';
import { DEMO_COMPANY } from '../src/demo/demo-company';
import { removeBenchInvoice } from './bench-invoices';
import type { httpClient } from './http-client';
import type { ServerProcess } from './server-process';
import { measure, type Stats } from './stats';
import type { BenchRow } from './bench-report';

type Client = ReturnType<typeof httpClient>;

/** The hardest text the printed-documents tests use: two scripts, brackets, both digit systems. */
const CUSTOMER =
  'Al Mannai Heavy Transport, Logistics & Container Handling Services — شركة المناعي للنقل ذ.م.م (Bahrain) WLL Corp';
const ARABIC = 'نقل حاوية (3 أيام) ٤٠ قدم ٢٠٢٦ من ميناء خليفة بن سلمان إلى سترة';
const ENGLISH =
  'Transport of container MSCU1234565 from Khalifa Bin Salman Port to Sitra Industrial Area, waiting time ';
const description = (index: number) =>
  (index % 2 === 0 ? `${ARABIC} — ${ENGLISH.repeat(3)}` : `${ENGLISH.repeat(2)} ${ARABIC}`).slice(0, 300);

export interface TypesetterMemory {
  documents: number;
  /** The server process's resident memory over the run, in MB. */
  serverFirstMb: number;
  serverLastMb: number;
  serverPeakMb: number;
  /** The typesetter process's, at its largest (it is replaced every 100 documents). */
  typesetterPeakMb: number;
}

/** Resident memory of the server's child processes (its typesetter), in MB. */
function childrenRssMb(pid: number): number {
  try {
    const kb = execFileSync('ps', ['-o', 'rss=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function benchCustomer(db: Db): Promise<number> {
  const found = await db.execute<{ id: number }>(sql`select id from customers where name = ${CUSTOMER}`);
  if (found.rows[0] !== undefined) return found.rows[0].id;
  const made = await db.execute<{ id: number }>(sql`
    insert into customers (name, cr_name, flat, building, road, block, city, vat_number)
    values (${CUSTOMER}, 'شركة المناعي للنقل الثقيل ذ.م.م', '12', '221', '3803', '338', 'المنامة', '200098765400003')
    returning id`);
  return made.rows[0]!.id;
}

/** An invoice of `lines` manual lines of 300 characters each, made through the API; `remove` takes it away. */
export async function hardestInvoice(client: Client, db: Db, lines: number, date: string) {
  const created = await client.post('/api/transportation/vouchers/invoice_generate', {
    customer_id: await benchCustomer(db),
    date,
    reference: 'bench (٤٠)',
    narration: `Bench — ${ARABIC}`,
    items: Array.from({ length: lines }, (_, index) => ({
      account_id: 25,
      job_id: null,
      qty: 1 + (index % 7),
      amount: index % 2 === 0 ? 40 : 1234.567,
      vat_percentage: index % 4 === 0 ? 10 : 0,
      cr_dr: 'cr',
      description: description(index),
    })),
  });
  if (created.status !== 200)
    throw new Error(`invoice_generate answered ${created.status}: ${created.body.slice(0, 300)}`);
  const number = (JSON.parse(created.body) as { invoice_number: number }).invoice_number;
  return {
    number,
    url: `/api/transportation/vouchers/reports/invoice_pdf?invoice_number=${number}&include_details=0&action=preview`,
    remove: () => removeBenchInvoice(db, number),
  };
}

/**
 * A 1,000-line tax invoice set by the typesetter in this process. An invoice takes at most 500 lines
 * through the API, so the thousand are laid out directly: the same template, fonts and typesetter.
 */
function thousandLineInvoice(): Promise<Buffer> {
  const items = Array.from({ length: 1000 }, (_, index) => ({
    id: index + 1,
    account_id: 25,
    account_name: 'Transportation Sales',
    job_id: null,
    qty: 1,
    amount: 40,
    vat_percentage: 0,
    vatable_amount: 40,
    vat_amount: 0,
    total_amount: 40,
    cr_dr: 'cr' as const,
    description: description(index),
    kind: 'manual' as const,
    credited_amount: 0,
    debited_amount: 0,
    left_amount: 40,
  }));
  const invoice: InvoiceRecord = {
    id: 1,
    number: 1000,
    customer_id: 1,
    customer_name: CUSTOMER,
    date: '2026-11-26',
    reference: 'bench',
    narration: null,
    items,
    credit_note: null,
    credit_notes: [],
    debit_notes: [],
    receipts: [],
    pending_amount: 40_000,
    opening: false,
    due_date: null,
    vatable_amount: 40_000,
    vat_amount: 0,
    total_amount: 40_000,
    status: 'Created',
    version: 1,
    attachments: [],
  };
  const address = { flat: '12', building: '221', road: '3803', block: '338', city: 'المنامة' };
  return renderTaxInvoice({
    invoice,
    company: { ...DEMO_COMPANY, logo_url: null, version: 1 },
    logo: null,
    customer: { ...address, name: CUSTOMER, cr_name: null, vat_number: '200098765400003', payment_terms_days: 30 },
    jobs: [],
    includeDetails: false,
    note: null,
    copy: false,
    kind: 'invoice',
  });
}

/** The printed documents' figures: the 200-line invoice through the server, 1,000 lines in the typesetter. */
export async function printedDocumentRows(client: Client, db: Db, date: string, runs: number): Promise<BenchRow[]> {
  const invoice = await hardestInvoice(client, db, 200, date);
  let throughServer: Stats;
  try {
    throughServer = await measure(
      async () => {
        const answer = await client.get(invoice.url);
        if (answer.status !== 200)
          throw new Error(`invoice_pdf answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      },
      runs,
      2,
    );
  } finally {
    await invoice.remove();
  }
  const thousand = await measure(thousandLineInvoice, Math.max(3, Math.round(runs / 5)), 1);
  return [
    { measure: 'invoice_pdf (200 lines of 300 characters, Arabic mixed)', api: throughServer, targetMs: 300 },
    { measure: 'tax invoice of 1,000 such lines (typesetter, in process)', api: thousand, targetMs: 1500 },
    await printAllRow(client, date, Math.max(3, Math.round(runs / 10))),
  ];
}

/** Print all on Customer Statements: the statements of 50 customers with a balance, year to date, as one PDF. */
async function printAllRow(client: Client, date: string, runs: number): Promise<BenchRow> {
  const listed = await client.get(`/api/transportation/books/customer_statements?date=${date}`);
  if (listed.status !== 200) throw new Error(`customer_statements answered ${listed.status}`);
  const ids = (JSON.parse(listed.body) as { rows: { customer_id: number }[] }).rows
    .slice(0, 50)
    .map((row) => row.customer_id);
  const url = `/api/transportation/books/customer_statements_pdf?from=${date.slice(0, 4)}-01-01&to=${date}&customer_ids=${ids.join(',')}`;
  const api = await measure(
    async () => {
      const answer = await client.get(url);
      if (answer.status !== 200) throw new Error(`customer_statements_pdf answered ${answer.status}`);
    },
    runs,
    1,
  );
  return {
    measure: `customer_statements_pdf (Print all of ${ids.length} customers, year to date)`,
    api,
    targetMs: 5000,
  };
}

/** The server's memory over `documents` invoice PDFs in a row. */
export async function typesetterMemory(
  client: Client,
  db: Db,
  server: ServerProcess,
  date: string,
  documents: number,
): Promise<TypesetterMemory> {
  const invoice = await hardestInvoice(client, db, 200, date);
  const serverMb: number[] = [];
  let typesetterPeakMb = 0;
  try {
    for (let index = 0; index < documents; index += 1) {
      const answer = await client.get(invoice.url);
      if (answer.status !== 200) throw new Error(`invoice_pdf answered ${answer.status}`);
      serverMb.push(server.rssMb());
      typesetterPeakMb = Math.max(typesetterPeakMb, childrenRssMb(server.child.pid!));
    }
  } finally {
    await invoice.remove();
  }
  return {
    documents,
    serverFirstMb: serverMb[0] ?? 0,
    serverLastMb: serverMb.at(-1) ?? 0,
    serverPeakMb: Math.max(...serverMb),
    typesetterPeakMb,
  };
}
