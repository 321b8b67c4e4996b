import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import type { JournalRecord } from '@fleetledger/shared/journals/journals.contract';
import type { Aging, CustomerStatement, TrialBalance } from '@fleetledger/shared/ledger/books.contract';
import type { PayablesAging, SupplierStatement } from '@fleetledger/shared/ledger/payables.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { documentCalls } from '../../../test/document-calls';
import { BANK, CODES, PAYABLE, RECEIVABLE, journal, journalsFixture, line } from './journals-fixture';
import { agingFigures } from '../../../test/aging-figures';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const journals = journalsFixture(api);
const OPENING_EQUITY = 44;
const DEPRECIATION = 50;
let today: string;
let customer: number;
let supplier: number;
let opening: JournalRecord;

/**
 * A customer on 30 days and a supplier on 0 days, in BD:
 *   2026-08-01 JV-ARG-1  DR Accounts Receivable (customer) 300.000 / CR Opening Balance Equity
 *   2026-09-01 invoice   to the customer                   100.000
 *   2026-09-10 JV-ARG-2  DR Depreciation Expense 80.000 / CR Accounts Payable (supplier)
 *   2026-09-15 JV-ARG-3  DR Al Salam Bank 50.000 / CR Accounts Receivable (customer): paid ahead
 *   2026-09-20 JV-ARG-4  DR Accounts Payable (supplier) 20.000 / CR Al Salam Bank: paid ahead
 */
/** A customer or supplier saved on the master data page, with its payment terms. */
async function party(name: string, paymentTermsDays: number): Promise<number> {
  const saved = await api.call('POST', 'customer_save', { name, payment_terms_days: paymentTermsDays });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ id: number }>().id;
}

beforeAll(async () => {
  today = todayIn(api.ctx.app.config.companyTz);
  customer = await party('Journal Terms Co', 30);
  supplier = await party('Journal Supplier Co', 0);
  const posted = async (body: unknown) => journals.walk(await journals.generate(body), ['Approved', 'Posted']);
  opening = await posted(
    journal([line(RECEIVABLE, 300, 0, { party_id: customer }), line(OPENING_EQUITY, 0, 300)], { date: '2026-08-01' }),
  );
  const invoices = documentCalls(api.call, 'invoice');
  const invoice = await invoices.generate({
    customer_id: customer,
    date: '2026-09-01',
    reference: 'PO-1',
    user_id: 1,
    items: [
      { account_id: 25, job_id: null, cr_dr: 'cr', qty: 1, amount: 100, vat_percentage: 0, description: 'Haulage' },
    ],
  });
  await invoices.walk(invoice, ['Approved', 'Posted']);
  await posted(
    journal([line(DEPRECIATION, 80, 0), line(PAYABLE, 0, 80, { party_id: supplier })], { date: '2026-09-10' }),
  );
  await posted(journal([line(BANK, 50, 0), line(RECEIVABLE, 0, 50, { party_id: customer })], { date: '2026-09-15' }));
  await posted(journal([line(PAYABLE, 20, 0, { party_id: supplier }), line(BANK, 0, 20)], { date: '2026-09-20' }));
});

async function answer<T>(url: string): Promise<T> {
  const response = await api.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const customerAging = async (date: string) =>
  (await answer<Aging>(`books/receivables_aging?date=${date}`)).rows.find((row) => row.customer_id === customer);
const supplierAging = async (date: string) =>
  (await answer<PayablesAging>(`books/payables_aging?date=${date}`)).rows.find((row) => row.supplier_id === supplier);
/** An account's closing balance (debit positive) in the trial balance of the year up to `to`. */
async function balanceOf(accountId: number, to: string): Promise<number> {
  const { rows } = await answer<TrialBalance>(`books/trial_balance?from=2026-01-01&to=${to}`);
  const row = rows.find((account) => account.account_id === accountId);
  return row === undefined ? 0 : Math.round((row.closing_debit - row.closing_credit) * 1000) / 1000;
}

describe('a journal in the books', () => {
  it('posts its lines as they are, with their party, naming no invoice or purchase', async () => {
    const lines = await api.ctx.database.db.execute(sql`
      select e.source_number, e.event, e.date, l.account_id, l.debit_fils, l.credit_fils, l.party_id, l.invoice_id
      from ledger_lines l join ledger_entries e on e.id = l.entry_id
      where e.source_kind = 'journal' and e.source_id = ${opening.id} order by l.id`);
    expect(lines.rows).toEqual([
      {
        source_number: 'JV-ARG-1',
        event: 'post',
        date: '2026-08-01',
        account_id: RECEIVABLE,
        debit_fils: 300_000,
        credit_fils: 0,
        party_id: customer,
        invoice_id: null,
      },
      {
        source_number: 'JV-ARG-1',
        event: 'post',
        date: '2026-08-01',
        account_id: OPENING_EQUITY,
        debit_fils: 0,
        credit_fils: 300_000,
        party_id: null,
        invoice_id: null,
      },
    ]);
    expect(await balanceOf(BANK, '2026-09-30')).toBe(30);
    expect(await balanceOf(OPENING_EQUITY, '2026-09-30')).toBe(-300);
  });

  it("ages a journal's debit to a customer from its date and the customer's terms; its credit is an advance", async () => {
    // JV-ARG-1 was due on 31/08: 30 days late on 30/09; the invoice is due on 01/10.
    expect(await customerAging('2026-09-30')).toMatchObject(
      agingFigures({ not_due: 100, days_1_30: 300, advance: 50, balance: 350 }),
    );
    expect(await customerAging('2026-10-01')).toMatchObject(
      agingFigures({ not_due: 100, days_31_60: 300, advance: 50, balance: 350 }),
    );
    expect(await customerAging('2026-08-15')).toMatchObject(agingFigures({ not_due: 300, balance: 300 }));
    expect(await balanceOf(RECEIVABLE, '2026-09-30')).toBe(350);
  });

  it("ages a journal's credit to a supplier from its date; its debit is paid ahead", async () => {
    expect(await supplierAging('2026-09-10')).toMatchObject(agingFigures({ not_due: 80, balance: 80 }));
    expect(await supplierAging('2026-09-30')).toMatchObject(agingFigures({ days_1_30: 80, advance: 20, balance: 60 }));
    expect(await balanceOf(PAYABLE, '2026-09-30')).toBe(-60);
  });

  it("shows each journal line in the party's statement, with the advance unallocated", async () => {
    const statement = await answer<CustomerStatement>(
      `books/customer_statement?customer_id=${customer}&from=2026-08-01&to=2026-09-30`,
    );
    expect(statement).toMatchObject({ opening_balance: 0, closing_balance: 350, unallocated_advance: 50 });
    expect(statement.rows.map((row) => [row.date, row.source_number, row.description, row.debit, row.credit])).toEqual([
      ['2026-08-01', 'JV-ARG-1', 'Journal', 300, 0],
      ['2026-09-01', 'INV-ARG-1', 'Invoice', 100, 0],
      ['2026-09-15', 'JV-ARG-3', 'Journal', 0, 50],
    ]);
    const ofSupplier = await answer<SupplierStatement>(
      `books/supplier_statement?supplier_id=${supplier}&from=2026-09-01&to=2026-09-30`,
    );
    expect(ofSupplier).toMatchObject({ closing_balance: 60, unallocated_advance: 20 });
    expect(ofSupplier.rows.map((row) => [row.source_number, row.debit, row.credit])).toEqual([
      ['JV-ARG-2', 0, 80],
      ['JV-ARG-4', 20, 0],
    ]);
  });

  it('reverses its lines on the day it leaves Posted, and posts them again when it comes back', async () => {
    const approved = await journals.walk(opening.number, ['Approved']);
    expect(await customerAging(today)).toMatchObject({ days_1_30: 0, over_90: 0, not_due: 0, balance: 50 });
    expect(await balanceOf(OPENING_EQUITY, today)).toBe(0);
    const refused = await journals.move(approved.id, 'Cancelled', approved.version, { cancel_code: '0000' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, STATUS_MESSAGES.invalidCancelCode]);
    const reposted = await journals.walk(opening.number, ['Posted']);
    expect(await balanceOf(OPENING_EQUITY, today)).toBe(-300);
    expect((await customerAging(today))?.balance).toBe(350);
    const cancelled = await journals.walk(reposted.number, ['Cancelled']);
    expect(cancelled.status).toBe('Cancelled');
    const entries = await api.ctx.database.db.execute(sql`
      select event, date, memo from ledger_entries
      where source_kind = 'journal' and source_id = ${opening.id} order by id`);
    expect(entries.rows).toEqual([
      { event: 'post', date: '2026-08-01', memo: "Journal JV-ARG-1: Owner's capital into the bank" },
      { event: 'reverse', date: today, memo: 'Posting reversed' },
      { event: 'post', date: '2026-08-01', memo: "Journal JV-ARG-1: Owner's capital into the bank" },
      { event: 'reverse', date: today, memo: 'Cancelled' },
    ]);
    expect(await balanceOf(OPENING_EQUITY, today)).toBe(0);
    expect((await customerAging(today))?.balance).toBe(50);
  });
});
