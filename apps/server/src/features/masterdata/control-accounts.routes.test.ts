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
      expect(answer.json().errors).toEqual({ 'items.1.account_id': await control('item 2', id) });
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
        expect(answer.json().errors).toEqual({ account_1: await control('item 2', id) });
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
