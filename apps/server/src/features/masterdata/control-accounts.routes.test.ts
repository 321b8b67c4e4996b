import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_USE_MESSAGES } from '@fleetledger/shared/ledger/account-use';
import { CONTROL_ACCOUNT_IDS, LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { moneyVoucherCalls } from '../../../test/document-calls';
import { salesLine } from '../../../test/invoice-lines';
import { purchaseItem } from '../../../test/purchase-item';
import { CODES, clearDocuments } from '../../../test/ledger-scenario';
import { charges } from '../../db/schema';

/**
 * Receivables, payables, VAT, money and the opening equity are kept by their own ledgers: a document's
 * line naming one would leave the control account and its ledger apart for good. Journals may, with a party.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const db = () => api.ctx.database.db;
const WRITTEN = [
  'invoices',
  'invoice_items',
  'purchases',
  'purchase_items',
  'expenses',
  'charges',
  'journals',
  'ledger_entries',
  'audit_log',
];

beforeEach(() => clearDocuments(db()));

async function accountName(id: number): Promise<string> {
  const { rows } = await db().execute<{ name: string }>(sql`select name from accounts where id = ${id}`);
  return rows[0]!.name;
}

async function storedCharge(id: number): Promise<Record<string, unknown>> {
  const { rows } = await db().execute<Record<string, unknown>>(sql`select * from charges where id = ${id}`);
  return rows[0]!;
}

const control = async (line: string, id: number) => ACCOUNT_USE_MESSAGES.control(line, await accountName(id));

describe('a control account on a document line', () => {
  it('is refused on an invoice line, naming the line and the account, and nothing is written', async () => {
    const before = await tableCounts(db(), WRITTEN);
    for (const id of CONTROL_ACCOUNT_IDS) {
      const answer = await call('POST', 'vouchers/invoice_generate', {
        customer_id: api.md.customers.acme,
        date: '2026-11-10',
        reference: 'PO-1',
        items: [salesLine(1, 100), { ...salesLine(1, 50), account_id: id }],
      });
      expect(answer.statusCode, String(id)).toBe(400);
      expect(answer.json().errors).toEqual({ 'items.1.account_id': await control('line 2', id) });
    }
    expect(await tableCounts(db(), WRITTEN)).toEqual(before);
  });

  it('is refused on a purchase item on either side, and nothing is written', async () => {
    const before = await tableCounts(db(), WRITTEN);
    for (const id of CONTROL_ACCOUNT_IDS) {
      for (const side of ['dr', 'cr']) {
        const answer = await call('POST', 'vouchers/purchase_generate', {
          supplier_id: api.md.customers.bahrainMarine,
          date: '2026-11-10',
          reference: 'SUP-1',
          reference_date: '2026-11-10',
          narration: 'Supplies',
          items: [purchaseItem(100), purchaseItem(10, 0, { account_id: id, cr_dr: side })],
        });
        expect(answer.statusCode, `${id} ${side}`).toBe(400);
        expect(answer.json().errors).toEqual({ account_1: await control('line 2', id) });
      }
    }
    expect(await tableCounts(db(), WRITTEN)).toEqual(before);
  });

  it('is refused as a charge’s account, new or edited, and an older charge on one takes no expense', async () => {
    const before = await tableCounts(db(), WRITTEN);
    const added = await call('POST', 'charge_save', {
      name: 'Customer refunds',
      account_id: LEDGER_ACCOUNTS.receivable,
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual({
      account_id: await control('the charge Customer refunds', LEDGER_ACCOUNTS.receivable),
    });
    const edited = await call('POST', 'charge_save', {
      id: api.md.charges.diesel,
      version: 1,
      name: 'Diesel',
      account_id: LEDGER_ACCOUNTS.payable,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ account_id: await control('the charge Diesel', LEDGER_ACCOUNTS.payable) });
    expect(await tableCounts(db(), WRITTEN)).toEqual(before);

    // A charge saved on a control account before the rule existed.
    const [old] = await db()
      .insert(charges)
      .values({ name: 'Petty top-up', accountId: LEDGER_ACCOUNTS.cash })
      .returning({ id: charges.id });
    const written = await tableCounts(db(), WRITTEN);
    const expense = await call('POST', 'expense_insert.php', {
      date: '2026-11-10',
      charge: 'Petty top-up',
      charge_id: old!.id,
      amount: 20,
      description: 'Top-up',
      refrence_id: 'PC-1',
      type: 'general',
      job_number: null,
      status: 'paid',
      company: 'Office',
    });
    expect(expense.statusCode).toBe(400);
    expect(expense.json().errors).toEqual({
      charge_id: await control('the charge Petty top-up', LEDGER_ACCOUNTS.cash),
    });
    expect(await tableCounts(db(), WRITTEN)).toEqual(written);
  });

  it('leaves an older charge on one visible, deactivated as it stands, and saved active only on another account', async () => {
    const [old] = await db()
      .insert(charges)
      .values({ name: 'Card top-up', accountId: LEDGER_ACCOUNTS.bank })
      .returning({ id: charges.id });
    // The list the page reads names its account, though the form's choices leave it out.
    const listed = (await call('GET', 'charges_list?search=Card')).json();
    const record = listed.charges.find((charge: { id: number }) => charge.id === old!.id);
    expect(record).toMatchObject({ account_id: LEDGER_ACCOUNTS.bank, account_name: await accountName(26) });
    expect(listed.accounts.map((a: { id: number }) => a.id)).not.toContain(LEDGER_ACCOUNTS.bank);

    const { id, version, name, account_id } = record as {
      id: number;
      version: number;
      name: string;
      account_id: number;
    };
    const kept = await call('POST', 'charge_save', { id, version, name: 'Card top-ups', account_id, active: true });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().errors).toEqual({
      account_id: await control('the charge Card top-ups', LEDGER_ACCOUNTS.bank),
    });
    const retired = await call('POST', 'charge_save', { id, version, name, account_id, active: false });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await storedCharge(id)).toMatchObject({ name, account_id: LEDGER_ACCOUNTS.bank, active: false });
    // Brought back, it must move to an account that takes postings.
    const back = await call('POST', 'charge_save', { id, version: version + 1, name, account_id, active: true });
    expect(back.statusCode).toBe(400);
    const moved = await call('POST', 'charge_save', { id, version: version + 1, name, account_id: 29, active: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await storedCharge(id)).toMatchObject({ account_id: 29, active: true, version: version + 2 });
  });

  it('saves a charge read from its list back untouched with every stored column as it was', async () => {
    const listed = (await call('GET', 'charges_list?search=Diesel')).json();
    const record = listed.charges.find((charge: { id: number }) => charge.id === api.md.charges.diesel);
    const before = await storedCharge(record.id);
    const { id, version, name, account_id, active } = record;
    const saved = await call('POST', 'charge_save', { id, version, name, account_id, active });
    expect(saved.statusCode, saved.body).toBe(200);
    const { version: after, updated_at: _a, ...rest } = await storedCharge(record.id);
    const { version: was, updated_at: _b, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(after).toBe((was as number) + 1);
  });

  it('is not offered to a charge', async () => {
    const listed = await call('GET', 'charges_list');
    expect(listed.statusCode, listed.body).toBe(200);
    const offered = (listed.json().accounts as { id: number }[]).map((a) => a.id);
    expect(offered).toContain(29);
    expect(offered.filter((id) => CONTROL_ACCOUNT_IDS.includes(id))).toEqual([]);
  });

  it('may still be posted by a journal, receivables with a customer', async () => {
    const journals = moneyVoucherCalls(call, 'journal');
    const number = await journals.generate({
      date: '2026-11-10',
      reference: 'ADJ',
      narration: 'Owed from before',
      lines: [
        {
          account_id: LEDGER_ACCOUNTS.receivable,
          debit: 250,
          credit: 0,
          party_id: api.md.customers.acme,
          truck_id: null,
          description: 'Owed',
        },
        { account_id: 46, debit: 0, credit: 250, party_id: null, truck_id: null, description: 'Capital' },
      ],
    });
    const posted = await journals.walk(number, ['Approved', 'Posted'], {
      cancel_code: CODES.cancel,
      admin_code: CODES.admin,
    });
    expect(posted).toMatchObject({ status: 'Posted' });
  });
});
