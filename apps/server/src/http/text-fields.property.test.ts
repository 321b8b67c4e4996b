import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import { useSignedInApp } from '../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../test/masterdata-fixture';
import { tableCounts } from '../../test/table-counts';

/**
 * Generated text thrown at the text fields of the write calls: NUL, lone surrogates, control
 * characters, right-to-left marks, emoji, SQL and HTML, a megabyte. Whatever comes, the answer is a
 * 4xx with a message and nothing changed, or the value is stored exactly as the contract reads it
 * (trimmed; blank optional text is null) — never a 500.
 */
const api = useSignedInApp({ authority: 1 });
let md: MasterData;

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
});

const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 12 })
  .map((units) => String.fromCharCode(...units));
const TEXT = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  codeUnits,
  fc.constantFrom(
    'a\u0000b',
    'x\ud800y',
    '\udc00',
    '\u202Eevil\u202C',
    'مرحبا بالعالم',
    '🚚 🚛 🇧🇭',
    "'; drop table jobs; --",
    '<script>alert(1)</script>',
    'line\nbreak',
    '  padded  ',
    '',
    'x'.repeat(1_000_000),
  ),
);

interface Target {
  name: string;
  url: string;
  authority?: Authority;
  payload: (text: string, run: number) => unknown;
  /** The stored value of the field, after a 200. */
  stored: (answer: Record<string, unknown>, run: number) => Promise<unknown>;
  required?: boolean;
}

const one = async (query: ReturnType<typeof sql>) => {
  const rows = (await api.ctx.database.db.execute<{ value: unknown }>(query)).rows;
  return rows[0]?.value;
};
const job = (overrides: Record<string, unknown>) => ({
  date: '2026-10-05',
  description: 'Generated',
  customer_id: md.customers.acme,
  driver_id: md.drivers.ali,
  truck_id: md.trucks.t1,
  charge: 40,
  ...overrides,
});

const TARGETS: Target[] = [
  {
    name: 'job description',
    url: 'job_insert.php',
    payload: (text) => job({ description: text }),
    stored: (answer) => one(sql`select description as value from jobs where id = ${answer.job_id as number}`),
    required: true,
  },
  {
    name: 'job related note',
    url: 'job_insert.php',
    payload: (text) => job({ related_note: text }),
    stored: (answer) => one(sql`select related_note as value from jobs where id = ${answer.job_id as number}`),
  },
  {
    name: 'job care of',
    url: 'job_insert.php',
    payload: (text) => job({ care_of: text }),
    stored: (answer) => one(sql`select care_of as value from jobs where id = ${answer.job_id as number}`),
  },
  {
    name: 'job table row description',
    url: 'job_bulk.php',
    payload: (text) => ({ jobs: [{ ...job({ description: text }), careof: null, taxi: 'no', isNew: true }] }),
    stored: (answer) =>
      one(sql`select description as value from jobs where id = ${(answer.rows as { id: number }[])[0]!.id}`),
    required: true,
  },
  {
    name: 'customer CR name',
    url: 'customer_insert.php',
    payload: (text, run) => ({ name: `Generated customer ${run}`, cr_name: text }),
    stored: (answer) => one(sql`select cr_name as value from customers where id = ${answer.customerId as number}`),
  },
  {
    name: 'expense reference',
    url: 'expense_insert',
    payload: (text) => ({
      date: '2026-10-05',
      charge: 'Diesel',
      charge_id: md.charges.diesel,
      amount: 1,
      description: 'Fuel',
      refrence_id: text,
      type: 'general',
      status: 'paid',
    }),
    stored: (answer) => one(sql`select reference as value from expenses where id = ${answer.id as number}`),
  },
  {
    name: 'invoice narration',
    url: 'vouchers/invoice_generate',
    payload: (text) => ({
      customer_id: md.customers.acme,
      date: '2026-10-31',
      narration: text,
      items: [{ account_id: 25, job_id: null, qty: 1, amount: 1, vat_percentage: 0, cr_dr: 'cr', description: 'Line' }],
    }),
    stored: (answer) =>
      one(sql`select narration as value from invoices where number = ${answer.invoice_number as number}`),
  },
  {
    name: 'sign-in e-mail',
    url: 'login.php',
    payload: (text) => ({ email: text, password: 'not-the-password' }),
    stored: async () => undefined,
  },
];

/** What the contract makes of the text when it takes it. */
function expected(text: string, required: boolean | undefined): string | null {
  const trimmed = text.trim();
  return trimmed === '' && required !== true ? null : trimmed;
}

const TABLES = ['jobs', 'customers', 'expenses', 'invoices', 'invoice_items', 'audit_log'];

describe('every text field takes generated text safely', () => {
  for (const target of TARGETS) {
    it(target.name, async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(TEXT, async (text) => {
          run += 1;
          const before = await tableCounts(api.ctx.database.db, TABLES);
          const response = await api.call('POST', target.url, target.payload(text, run), target.authority ?? 1);
          expect(response.statusCode).toBeLessThan(500);
          const body = response.json();
          if (response.statusCode === 200 && target.url !== 'login.php') {
            expect(await target.stored(body, run)).toBe(expected(text, target.required));
          } else if (response.statusCode >= 400) {
            expect(typeof body.message).toBe('string');
            // A failed sign-in is written down by design (the audit log and the failure count).
            if (target.url !== 'login.php') expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
          }
        }),
        { numRuns: 25 },
      );
    });
  }
});
