import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EXPENSE_MESSAGES, type EditableExpense } from '@fleetledger/shared/expenses/expenses.contract';
import { expenses } from '../../db/schema';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';

/**
 * Input VAT on expenses: the rate, the VAT worked out by the server, the supplier's VAT and invoice
 * numbers; the posting that reclaims the VAT; the refusals that write nothing; and an expense read as
 * the edit screen reads it and saved back untouched leaves every stored column as it was.
 */
const api = useSignedInApp({ masterData: true });
const db = () => api.ctx.database.db;
const SUPPLIER_VAT = '200000898300002';

function expense(overrides: Record<string, unknown> = {}) {
  return {
    date: '2026-05-12',
    charge_id: api.md.charges.diesel,
    amount: 12.345,
    description: 'Diesel for TR-100',
    refrence_id: 'R-1',
    type: 'general',
    status: 'paid',
    company: 'Bapco',
    vat_percentage: 10,
    supplier_vat_number: SUPPLIER_VAT,
    supplier_invoice_number: 'BAP-7731',
    ...overrides,
  };
}

async function insert(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await api.call('POST', 'expense_insert.php', expense(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const stored = async (id: number) => (await db().select().from(expenses).where(eq(expenses.id, id)))[0]!;

/** The expense's standing posting: account, debit and credit in fils, and the VAT rate a line carries. */
async function postingOf(id: number) {
  const { rows } = await db().execute<{
    account_id: string;
    debit_fils: string;
    credit_fils: string;
    vat_percent: number | null;
  }>(sql`
    select l.account_id, l.debit_fils, l.credit_fils, l.vat_percent from ledger_lines l join ledger_entries e on e.id = l.entry_id
    where e.source_kind = 'expense' and e.source_id = ${id} and e.event = 'post'
      and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
    order by l.position`);
  return rows.map((row) => [Number(row.account_id), Number(row.debit_fils), Number(row.credit_fils), row.vat_percent]);
}

describe('an expense with input VAT', () => {
  it('works the VAT out from the amount and posts the cost, the VAT on VAT Input and the whole out of the cash', async () => {
    const id = await insert({ vat_amount: 999 });
    expect(await stored(id)).toMatchObject({
      amountFils: 12_345,
      vatPercent: 10,
      vatFils: 1_235,
      supplierVatNumber: SUPPLIER_VAT,
      supplierInvoiceNumber: 'BAP-7731',
    });
    const diesel = (
      await db().execute<{ account_id: string }>(
        sql`select account_id from charges where id = ${api.md.charges.diesel}`,
      )
    ).rows[0]!;
    expect(await postingOf(id)).toEqual([
      [Number(diesel.account_id), 12_345, 0, null],
      [42, 1_235, 0, 10],
      [27, 0, 13_580, null],
    ]);
    const read = (await api.call('GET', `expense-edit-data?id=${id}`)).json().expense as EditableExpense;
    expect(read).toMatchObject({ amount: 12.345, vat_percentage: 10, vat_amount: 1.235, gross_amount: 13.58 });
    const month = (await api.call('POST', 'expenses.php', { month: '2026-05' })).json();
    expect(month.expenses.find((row: { id: number }) => row.id === id)).toMatchObject({
      amount: 12.345,
      vat_amount: 1.235,
    });
  });

  it('takes 0 % and none without VAT, none for an expense that names no rate, and owes the whole when pending', async () => {
    const zero = await insert({ vat_percentage: 0, supplier_vat_number: null });
    const none = await insert({
      vat_percentage: undefined,
      supplier_vat_number: undefined,
      supplier_invoice_number: undefined,
    });
    expect(await stored(zero)).toMatchObject({ vatPercent: 0, vatFils: 0 });
    expect(await stored(none)).toMatchObject({ vatPercent: null, vatFils: 0, supplierVatNumber: null });
    const owed = await insert({ status: 'pending', company: null, amount: 100 });
    expect((await postingOf(owed)).slice(1)).toEqual([
      [42, 10_000, 0, 10],
      [43, 0, 110_000, null],
    ]);
  });

  it('refuses a rate, a supplier VAT number and an invoice number it cannot take, naming the field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vat_percentage: 5 }, 'vat_percentage', EXPENSE_MESSAGES.vatRateInvalid],
      [{ vat_percentage: 'ten' }, 'vat_percentage', EXPENSE_MESSAGES.vatRateInvalid],
      [{ vat_percentage: true }, 'vat_percentage', EXPENSE_MESSAGES.vatRateInvalid],
      [{ supplier_vat_number: null }, 'supplier_vat_number', EXPENSE_MESSAGES.supplierVatRequired],
      [{ supplier_vat_number: '12345' }, 'supplier_vat_number', 'Supplier VAT number must be 15 digits'],
      [{ supplier_vat_number: 200000898300002 }, 'supplier_vat_number', 'Supplier VAT number must be text'],
      [
        { supplier_invoice_number: 'x'.repeat(101) },
        'supplier_invoice_number',
        "Supplier's invoice number must be at most 100 characters",
      ],
      [{ amount: 9_999_999.999 }, 'amount', EXPENSE_MESSAGES.grossTooLarge],
    ];
    for (const [overrides, field, message] of cases) {
      const before = await tableCounts(db(), ['expenses', 'ledger_entries', 'audit_log']);
      const response = await api.call('POST', 'expense_insert.php', expense(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(overrides)).toBe(message);
      expect(await tableCounts(db(), ['expenses', 'ledger_entries', 'audit_log'])).toEqual(before);
    }
  });

  it('saves an expense read and sent back untouched without changing a stored column or its posting', async () => {
    const id = await insert();
    const before = await stored(id);
    const posting = await postingOf(id);
    const read = (await api.call('GET', `expense-edit-data?id=${id}`)).json().expense as EditableExpense;
    const untouched = await api.call('POST', 'expense-edit.php', {
      id,
      version: read.version,
      date: read.date,
      charge_id: read.charge,
      amount: read.amount,
      description: read.description,
      refrence_id: read.reference,
      type: read.type,
      driver_id: read.driver,
      truck_id: read.truck,
      job_number: read.job,
      due_date: read.due_date,
      status: read.status,
      company: read.company,
      paid_from_account_id: read.paid_from_account_id,
      vat_percentage: read.vat_percentage,
      vat_amount: read.vat_amount,
      supplier_vat_number: read.supplier_vat_number,
      supplier_invoice_number: read.supplier_invoice_number,
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    const { version, updatedAt, ...after } = await stored(id);
    const { version: versionBefore, updatedAt: _updatedAt, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect(version).toBe(versionBefore + 1);
    expect(await postingOf(id)).toEqual(posting);
    void updatedAt;
  });

  it('moves its VAT to 0 % on an edit by reversing the posting and posting anew without the VAT', async () => {
    const id = await insert();
    const read = (await api.call('GET', `expense-edit-data?id=${id}`)).json().expense as EditableExpense;
    const edited = await api.call('POST', 'expense-edit.php', {
      ...expense({ vat_percentage: 0, supplier_vat_number: null }),
      id,
      version: read.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await postingOf(id)).map(([account]) => account)).not.toContain(42);
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where source_kind = 'expense' and source_id = ${id}`,
    );
    expect(rows[0]!.n).toBe(3);
  });
});
