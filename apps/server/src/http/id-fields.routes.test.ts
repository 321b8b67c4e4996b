import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/signed-in-app';
import { tableCounts } from '../../test/table-counts';
import { jobPayload } from '../../test/job-fixture';

/**
 * Every id field takes only ids (README "Money limits"): a whole number from 1 to 2^53 − 1. Sent as
 * raw JSON, 9223372036854775808 (2^63, one past BIGINT) once gave a 500 from the database; now each
 * id field of each write call answers 400 naming that field, and nothing is written.
 */
const api = useSignedInApp({ authority: 1, masterData: true });
const HUGE = '9223372036854775808';
const TABLES = [
  'invoices',
  'invoice_items',
  'purchases',
  'purchase_items',
  'receipts',
  'payments',
  'journals',
  'expenses',
  'jobs',
  'audit_log',
];

let invoice: { id: number; version: number };
let jobId: number;

beforeAll(async () => {
  const job = await api.call('POST', 'job_insert.php', jobPayload(api.md, { job: 'ID-1' }));
  jobId = job.json().job_id as number;
  const made = await api.call('POST', 'vouchers/invoice_generate', invoiceBody());
  expect(made.statusCode, made.body).toBe(200);
  const read = await api.call('GET', `vouchers/invoice_details?invoice_number=${made.json().invoice_number}`);
  invoice = read.json().invoice;
});

const invoiceBody = () => ({
  customer_id: api.md.customers.acme,
  date: '2026-10-31',
  items: [
    {
      id: null,
      account_id: 25,
      job_id: null,
      qty: 1,
      amount: 5,
      vat_percentage: 0,
      cr_dr: 'cr',
      description: 'Haulage',
    },
  ],
});
const purchaseBody = () => ({
  supplier_id: api.md.customers.bahrainMarine,
  date: '2026-10-31',
  reference: 'SUP-1',
  items: [
    {
      account_id: 29,
      job_ids: [jobId],
      truck_id: api.md.trucks.t1,
      cr_dr: 'dr',
      qty: 1,
      amount: 5,
      vat_percentage: 0,
      description: 'Diesel',
    },
  ],
});

/** A write call, a valid body, and the id fields in it (dotted paths) each to be tried with 2^63. */
const calls: { url: string; body: () => Record<string, unknown>; ids: string[] }[] = [
  {
    url: 'vouchers/invoice_generate',
    body: invoiceBody,
    ids: ['customer_id', 'items.0.account_id', 'items.0.id', 'items.0.job_id'],
  },
  {
    url: 'vouchers/invoice_update',
    body: () => ({ ...invoiceBody(), id: invoice.id, version: invoice.version }),
    ids: ['id', 'customer_id', 'items.0.account_id'],
  },
  {
    url: 'vouchers/invoice_status_update',
    body: () => ({ invoice_id: invoice.id, status: 'Approved', version: invoice.version }),
    ids: ['invoice_id'],
  },
  {
    url: 'vouchers/purchase_generate',
    body: purchaseBody,
    ids: ['supplier_id', 'items.0.account_id', 'items.0.truck_id', 'items.0.job_ids.0'],
  },
  {
    url: 'vouchers/receipt_generate',
    body: () => ({
      date: '2026-10-31',
      account_id: 26,
      items: [{ id: null, customer_id: api.md.customers.acme, invoice_id: null, dr_cr: 'cr', amount: 5 }],
    }),
    ids: ['account_id', 'items.0.id', 'items.0.customer_id', 'items.0.invoice_id'],
  },
  {
    url: 'vouchers/payment_generate',
    body: () => ({
      date: '2026-10-31',
      account_id: 26,
      items: [{ supplier_id: api.md.customers.bahrainMarine, purchase_id: null, cr_dr: 'dr', amount: 5 }],
    }),
    ids: ['account_id', 'items.0.supplier_id', 'items.0.purchase_id'],
  },
  {
    url: 'vouchers/journal_generate',
    body: () => ({
      date: '2026-10-31',
      lines: [
        { account_id: 26, debit: 5, credit: 0, party_id: null, truck_id: api.md.trucks.t1 },
        { account_id: 46, debit: 0, credit: 5 },
      ],
    }),
    ids: ['lines.0.account_id', 'lines.0.party_id', 'lines.0.truck_id', 'lines.0.id'],
  },
  {
    url: 'expense_insert',
    body: () => ({
      date: '2026-10-06',
      charge_id: api.md.charges.diesel,
      amount: 12.345,
      description: 'Diesel',
      type: 'driver_truck',
      driver_id: api.md.drivers.ali,
      truck_id: api.md.trucks.t1,
      status: 'paid',
    }),
    ids: ['charge_id', 'driver_id', 'truck_id', 'paid_from_account_id'],
  },
  {
    url: 'job_insert.php',
    body: () => jobPayload(api.md, { job: 'ID-2' }),
    ids: ['customer_id', 'driver_id', 'truck_id'],
  },
];

/** The body as raw JSON with the field at `path` set to the literal 2^63 (JSON.stringify cannot write it). */
function withHugeId(body: Record<string, unknown>, path: string): string {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = '__ID__';
  return JSON.stringify(copy).replace('"__ID__"', HUGE);
}

describe('an id field given 2^63', () => {
  for (const { url, body, ids } of calls) {
    it(`is a 400 naming it on ${url}, and the valid body is not`, async () => {
      const valid = JSON.stringify(body());
      for (const path of ids) {
        const before = await tableCounts(api.ctx.database.db, TABLES);
        const response = await api.postRaw(url, withHugeId(body(), path), 'application/json');
        expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
        // A list of ids is named by the list or by its member.
        const field = path.replace(/\.0$/, '');
        expect(Object.keys(response.json().errors ?? {}), path).toContainEqual(expect.stringMatching(`^${field}`));
        expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
      }
      // The same body with its ids as they were is no 400: the field above is what was refused.
      const answer = await api.postRaw(url, valid, 'application/json');
      expect(answer.statusCode, answer.body).not.toBe(400);
    });
  }

  it('is a 400 in a query string too', async () => {
    for (const url of [`vouchers/get_jobs_by_customer?customer_id=${HUGE}`, `expense-edit-data?id=${HUGE}`]) {
      const response = await api.call('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
  });
});
