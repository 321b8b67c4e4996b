import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { VAT_RETURN_MESSAGES, vatReturnsResponse } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments } from '../../../test/ledger-scenario';
import { pdfText } from '../../../test/pdf-text';
import { boxOf, fils, vatReturnFixture } from './vat-return-fixture';

/**
 * The quarters walked as an accountant would: a return made of the period's documents, with the
 * VAT accounts' other moves and the discounts beside it; filed and frozen; the lock moved back with a
 * reason, a late purchase and sale posted into the filed quarter; the books' differences shown on it and
 * carried into box 16 of the next return, and no further once that one is filed.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const vat = vatReturnFixture(api, CODES);
const db = () => api.ctx.database.db;
const Q2 = ['2026-04-01', '2026-06-30'] as const;
const Q3 = ['2026-07-01', '2026-09-30'] as const;
const VAT_OUTPUT = 41;
const VAT_INPUT = 42;
const BANK = 26;

/** What the VAT accounts moved in the period: credits less debits of both, what they say is owed to the NBR. */
async function vatAccountsMoved(from: string, to: string): Promise<number> {
  const { rows } = await db().execute<{ moved: string }>(sql`
    select coalesce(sum(credit_fils - debit_fils), 0) as moved
    from ledger_lines where account_id in (${VAT_OUTPUT}, ${VAT_INPUT}) and date between ${from} and ${to}`);
  return Number(rows[0]!.moved);
}

/** The second quarter's documents: openings holding last quarter's VAT, sales, a credit, costs, and VAT paid. */
async function secondQuarter() {
  await vat.openings('2026-04-01', [
    [BANK, 800, 0],
    [VAT_OUTPUT, 0, 800],
  ]);
  const sale = await vat.invoice(
    '2026-04-10',
    [
      [1, 10_000, 10],
      [1, 300, 0],
    ],
    50,
  );
  const credit = await vat.creditNote(sale, '2026-05-05', [[0, 1_000]]);
  const purchase = await vat.purchase('2026-05-10', [[3_000, 10]]);
  const diesel = await vat.expense('2026-05-12', 300, 10);
  const tolls = await vat.expense('2026-05-13', 50, null);
  const payment = await vat.journal('2026-06-15', [
    [VAT_OUTPUT, 100, 0],
    [BANK, 0, 100],
  ]);
  return { sale, credit, purchase, diesel, tolls, payment };
}

beforeEach(async () => {
  await clearDocuments(db());
});

describe('a VAT return made of its documents', () => {
  it('fills each box from the documents, and lists the openings, the VAT paid and the discounts beside the boxes', async () => {
    const { sale, credit, purchase, diesel, tolls, payment } = await secondQuarter();
    const q2 = await vat.vatReturn(...Q2);
    expect(q2.boxes.map((row) => [row.box, row.amount, row.vat])).toEqual([
      [1, 9_000, 900],
      [4, 300, null],
      [7, 9_300, 900],
      [8, 3_300, 330],
      [13, 50, null],
      [14, 3_350, 330],
      [15, 0, 570],
      [16, 0, 0],
      [18, 0, 570],
    ]);
    expect(q2.notices).toEqual([]);
    expect(q2.outside.map((move) => [move.source_kind, move.number, move.account_id, move.amount])).toEqual([
      ['opening_balance', expect.any(String), VAT_OUTPUT, 800],
      ['journal', `JV-ARG-${payment.number}`, VAT_OUTPUT, -100],
    ]);
    expect(q2.discounts).toEqual([
      {
        side: 'sales',
        kind: 'invoice',
        number: `INV-ARG-${sale.number}`,
        date: '2026-04-10',
        party: 'Acme Trading',
        amount: 50,
      },
    ]);
    // Box 15 with the moves outside it is exactly what the VAT accounts moved.
    expect(
      fils(q2.boxes.find((row) => row.box === 15)!.vat!) + q2.outside.reduce((sum, m) => sum + fils(m.amount), 0),
    ).toBe(await vatAccountsMoved(...Q2));

    const box1 = await vat.documents(...Q2, 1);
    expect(box1.rows.map((row) => [row.kind, row.number, row.amount, row.vat])).toEqual([
      ['invoice', `INV-ARG-${sale.number}`, 10_000, 1_000],
      ['credit_note', `CN-ARG-${credit}`, -1_000, -100],
    ]);
    expect(box1.totals).toEqual({ amount: 9_000, vat: 900 });
    const box14 = await vat.documents(...Q2, 14);
    expect(box14.rows.map((row) => [row.kind, row.box, row.amount, row.vat])).toEqual([
      ['purchase', 8, 3_000, 300],
      ['expense', 8, 300, 30],
      ['expense', 13, 50, 0],
    ]);
    expect(box14.rows.map((row) => row.id)).toEqual([purchase.id, diesel, tolls]);
  });

  it('cannot hold a line whose VAT is not its rate of its amount: the database refuses one, however written', async () => {
    const { sale, credit, diesel } = await secondQuarter();
    const refusals = [
      sql`update invoice_items set vat_fils = vat_fils + 1 where invoice_id = ${sale.id}`,
      sql`update purchase_items set vat_fils = vat_fils - 1`,
      sql`update expenses set vat_fils = vat_fils + 1 where id = ${diesel}`,
      sql`update expenses set vat_percent = null where id = ${diesel}`,
      sql`update credit_note_lines set vat_fils = vat_fils + 1, total_fils = total_fils + 1
        where credit_note_id = (select id from credit_notes where number = ${credit})`,
    ];
    for (const [index, statement] of refusals.entries()) {
      const refused = await db()
        .execute(statement)
        .then(
          () => 'stored',
          (error: { cause?: { code?: string } }) => error.cause?.code,
        );
      expect(refused, `statement ${index}`).toBe('23514');
    }
    expect(boxOf(await vat.vatReturn(...Q2), 1)).toEqual([9_000, 900]);
  });

  it('refuses a box that lists nothing and a bad period, and keeps the return from other roles', async () => {
    const bad = await api.call('GET', `books/vat_return_documents?from=${Q2[0]}&to=${Q2[1]}&box=2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.box).toBe(VAT_RETURN_MESSAGES.boxRequired);
    for (const query of ['box=1', `from=${Q2[0]}&to=x&box=1`, `from=${Q2[1]}&to=${Q2[0]}&box=1`])
      expect((await api.call('GET', `books/vat_return_documents?${query}`)).statusCode, query).toBe(400);
    for (const call of ['vat_return', 'vat_return_documents', 'vat_return_pdf'])
      for (const authority of [2, 3, 4] as const)
        expect(
          (await api.call('GET', `books/${call}?from=${Q2[0]}&to=${Q2[1]}&box=1`, undefined, authority)).statusCode,
        ).toBe(403);
  });
});

describe('a filed return and the books after it', () => {
  it('keeps what was filed, shows how the books now differ, and carries the difference into box 16 once', async () => {
    await secondQuarter();
    const filed = await vat.file(...Q2);
    expect(filed.statusCode, filed.body).toBe(200);
    const asFiled = await vat.vatReturn(...Q2);

    // Opening the filed quarter again needs a reason, kept with the move.
    const bare = await vat.moveLock('2026-06-27');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.reason).toBe(LOCK_MESSAGES.reasonToReopenFiled(...Q2));
    const reopened = await vat.moveLock('2026-06-27', 'A late fuel bill and a sale left out');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ reason: 'A late fuel bill and a sale left out', filed_through: Q2[1] });
    const { rows: audit } = await db().execute<{ after: { reason: string } }>(
      sql`select after from audit_log where entity = 'books' order by id desc limit 1`,
    );
    expect(audit[0]!.after.reason).toBe('A late fuel bill and a sale left out');

    const latePurchase = await vat.purchase('2026-06-29', [[200, 10]]);
    const lateSale = await vat.invoice('2026-06-29', [[1, 1_000, 10]]);
    expect((await vat.moveLock(Q2[1])).statusCode).toBe(200);

    const q2 = await vat.vatReturn(...Q2);
    expect({ ...q2, books_differ: null }).toEqual({ ...asFiled, books_differ: null });
    expect(q2.books_differ).toMatchObject({ output_vat: 100, input_vat: 20, net_vat: 80, carried: [] });
    expect(q2.books_differ!.documents.map((row) => [row.kind, row.id, row.box, row.amount, row.vat])).toEqual(
      expect.arrayContaining([
        ['purchase', latePurchase.id, 8, 200, 20],
        ['invoice', lateSale.id, 1, 1_000, 100],
      ]),
    );

    const july = await vat.invoice('2026-07-05', [[1, 2_000, 10]]);
    const q3 = await vat.vatReturn(...Q3);
    expect(boxOf(q3, 15)).toEqual([0, 200]);
    expect(boxOf(q3, 16)).toEqual([0, 80]);
    expect(boxOf(q3, 18)).toEqual([0, 280]);
    expect(q3.net_vat_due).toBe(280);
    expect(q3.corrections.map((row) => [row.number, row.corrected_from, row.corrected_to, row.vat])).toEqual(
      expect.arrayContaining([
        [`PV-ARG-${latePurchase.number}`, ...Q2, 20],
        [`INV-ARG-${lateSale.number}`, ...Q2, 100],
      ]),
    );
    const box16 = await vat.documents(...Q3, 16);
    expect(box16.rows).toHaveLength(2);
    expect(box16.rows.every((row) => row.corrected_from === Q2[0])).toBe(true);
    expect((await vat.documents(...Q3, 1)).rows.map((row) => row.id)).toEqual([july.id]);

    // Filed, the third quarter carries the corrections for good: the second has nothing left outstanding,
    // and names the return that carried them; the fourth carries nothing again.
    expect((await vat.file(...Q3)).statusCode).toBe(200);
    const listed = vatReturnsResponse.parse((await api.call('GET', 'books/vat_returns')).json()).returns;
    expect(listed.map((row) => [row.from, row.net_vat_due])).toEqual([
      [Q2[0], 570],
      [Q3[0], 280],
    ]);
    expect(listed[0]!.books_differ).toEqual({
      output_vat: 0,
      input_vat: 0,
      net_vat: 0,
      documents: [],
      carried: [{ from: Q3[0], to: Q3[1], net_vat: 80 }],
    });
    expect((await vat.vatReturn(...Q3)).corrections).toHaveLength(2);
    expect(boxOf(await vat.vatReturn('2026-10-01', '2026-11-30'), 16)).toEqual([0, 0]);
  });

  it('says above the boxes that a net correction above BD 5,000 needs a voluntary disclosure', async () => {
    await vat.invoice('2026-05-02', [[1, 100, 10]]);
    expect((await vat.file(...Q2)).statusCode).toBe(200);
    expect((await vat.moveLock('2026-05-31', 'A large contract was never invoiced')).statusCode).toBe(200);
    await vat.invoice('2026-06-10', [[1, 60_000, 10]]);
    const q3 = await vat.vatReturn(...Q3);
    expect(boxOf(q3, 16)).toEqual([0, 6_000]);
    expect(q3.notices).toEqual([
      'The corrections from earlier periods come to BD 6,000.000 of VAT: above BD 5,000, the NBR requires a voluntary disclosure for them instead of box 16',
    ]);
  });

  it('prints the return in English and Arabic with the company, the period, the boxes and who filed it', async () => {
    await secondQuarter();
    expect((await vat.file(...Q2)).statusCode).toBe(200);
    const response = await api.call('GET', `books/vat_return_pdf?from=${Q2[0]}&to=${Q2[1]}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    for (const words of [
      'VAT Return',
      'Standard rated sales',
      'Corrections from earlier periods',
      'VAT accounts moved outside the return',
      // pdftotext reads the brackets of a line that also holds Arabic in the other order.
      'Discounts',
      'in no box',
      '01/04/2026',
      '30/06/2026',
      '9,000.000',
      '570.000',
      'Ada Admin',
    ])
      expect(text, words).toContain(words);
    expect(text).toMatch(/إقرار/);
    expect(text).toMatch(/المبيعات/);
  });
});
