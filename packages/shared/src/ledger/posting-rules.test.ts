import { describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS } from './ledger-accounts';
import { requireBalanced, reversedLines, sharedOut, UnbalancedEntryError, type LedgerLineDraft } from './posting-rules';
import { invoicePostingLines, type InvoiceToPost } from './sales-posting-rules';
import {
  paymentPostingLines,
  purchasePostingLines,
  receiptPostingLines,
  type PurchaseToPost,
  type ReceiptToPost,
} from './voucher-posting-rules';
import { expensePostingLines, expenseSettlementLines } from './expense-posting-rules';

const { sales, payable, discount, receivable, roundOffDr, roundOffCr, vatOutput, vatInput, accruedExpenses, bank } =
  LEDGER_ACCOUNTS;
const CASH_GL = 27;
const DIESEL = 29;
const TYRES = 30;
const REPAIRS = 31;

type Tags = Partial<
  Pick<LedgerLineDraft, 'partyId' | 'invoiceId' | 'purchaseId' | 'truckId' | 'driverId' | 'jobId' | 'vatPercent'>
>;
const untagged = {
  partyId: null,
  invoiceId: null,
  purchaseId: null,
  truckId: null,
  driverId: null,
  jobId: null,
  vatPercent: null,
};
const dr = (accountId: number, fils: number, tags: Tags = {}): LedgerLineDraft => ({
  accountId,
  debitFils: fils,
  creditFils: 0,
  ...untagged,
  ...tags,
});
const cr = (accountId: number, fils: number, tags: Tags = {}): LedgerLineDraft => ({
  accountId,
  debitFils: 0,
  creditFils: fils,
  ...untagged,
  ...tags,
});
const sums = (lines: readonly LedgerLineDraft[]) => ({
  debits: lines.reduce((sum, line) => sum + line.debitFils, 0),
  credits: lines.reduce((sum, line) => sum + line.creditFils, 0),
});

const CUSTOMER = 7;
const SUPPLIER = 9;

/**
 * Two job lines (trucks 3, 4, 5 and 6; shares that leave odd fils), a manual line at 10 %, one at 0 %
 * and a discount. Total: 100.000 + 11.001 + 22.011 + 7.500 − 5.000 = 135.512 BD.
 */
const invoice: InvoiceToPost = {
  id: 501,
  customerId: CUSTOMER,
  totalFils: 135_512,
  items: [
    {
      kind: 'job',
      accountId: sales,
      vatableFils: 100_000,
      vatFils: 0,
      vatPercent: 0,
      jobs: [
        { jobId: 11, truckId: 3, driverId: 7, amountFils: 40_000 },
        { jobId: 12, truckId: 4, driverId: null, amountFils: 20_000 },
        { jobId: 13, truckId: 3, driverId: 7, amountFils: 30_000 },
      ],
    },
    {
      kind: 'job',
      accountId: sales,
      vatableFils: 10_001,
      vatFils: 1_000,
      vatPercent: 10,
      jobs: [
        { jobId: 14, truckId: 5, driverId: 8, amountFils: 5_000 },
        { jobId: 15, truckId: 6, driverId: 9, amountFils: 5_000 },
      ],
    },
    { kind: 'manual', accountId: sales, vatableFils: 20_010, vatFils: 2_001, vatPercent: 10, jobs: [] },
    { kind: 'manual', accountId: sales, vatableFils: 7_500, vatFils: 0, vatPercent: 0, jobs: [] },
    { kind: 'discount', accountId: discount, vatableFils: 5_000, vatFils: 0, vatPercent: 0, jobs: [] },
  ],
};

describe('an invoice posted', () => {
  it('debits the customer the total, credits revenue per job (with its truck and driver) and per line, debits the discount and credits VAT by rate', () => {
    const party = { partyId: CUSTOMER };
    expect(invoicePostingLines(invoice)).toEqual([
      dr(receivable, 135_512, { ...party, invoiceId: 501 }),
      // 100.000 by weights 4:2:3 is 44.444.. / 22.222.. / 33.333..: the one fil left goes to the first job.
      cr(sales, 44_445, { ...party, jobId: 11, truckId: 3, driverId: 7, vatPercent: 0 }),
      cr(sales, 22_222, { ...party, jobId: 12, truckId: 4, vatPercent: 0 }),
      cr(sales, 33_333, { ...party, jobId: 13, truckId: 3, driverId: 7, vatPercent: 0 }),
      cr(sales, 5_001, { ...party, jobId: 14, truckId: 5, driverId: 8, vatPercent: 10 }),
      cr(sales, 5_000, { ...party, jobId: 15, truckId: 6, driverId: 9, vatPercent: 10 }),
      cr(sales, 20_010, { ...party, vatPercent: 10 }),
      cr(sales, 7_500, { ...party, vatPercent: 0 }),
      dr(discount, 5_000, { ...party, vatPercent: 0 }),
      // The 0 % rate owes no VAT, so it writes no line; 1.000 + 2.001 at 10 %.
      cr(vatOutput, 3_001, { ...party, vatPercent: 10 }),
    ]);
  });

  it("books a discount's VAT against the output VAT of its rate", () => {
    const lines = invoicePostingLines({
      id: 1,
      customerId: CUSTOMER,
      totalFils: 11_000 + 1_000 - 1_100,
      items: [
        { kind: 'manual', accountId: sales, vatableFils: 10_000, vatFils: 1_000, vatPercent: 10, jobs: [] },
        { kind: 'manual', accountId: sales, vatableFils: 1_000, vatFils: 0, vatPercent: 0, jobs: [] },
        { kind: 'discount', accountId: discount, vatableFils: 1_000, vatFils: 100, vatPercent: 10, jobs: [] },
      ],
    });
    expect(lines.filter((line) => line.accountId === vatOutput)).toEqual([
      cr(vatOutput, 900, { partyId: CUSTOMER, vatPercent: 10 }),
    ]);
  });

  it('credits a job line without jobs as one line', () => {
    const lines = invoicePostingLines({
      id: 2,
      customerId: CUSTOMER,
      totalFils: 4_000,
      items: [{ kind: 'job', accountId: sales, vatableFils: 4_000, vatFils: 0, vatPercent: 0, jobs: [] }],
    });
    expect(lines).toEqual([
      dr(receivable, 4_000, { partyId: CUSTOMER, invoiceId: 2 }),
      cr(sales, 4_000, { partyId: CUSTOMER, vatPercent: 0 }),
    ]);
  });

  it('refuses an invoice whose total is not its lines, or an amount that is not whole fils', () => {
    expect(() => invoicePostingLines({ ...invoice, totalFils: 135_511 })).toThrow(UnbalancedEntryError);
    expect(() => invoicePostingLines({ ...invoice, totalFils: 135_511 })).toThrow(
      'The entry does not balance: debits 140511 fils, credits 140512 fils',
    );
    expect(() => invoicePostingLines({ ...invoice, totalFils: 135_512.5 })).toThrow('Not an amount in fils: 135512.5');
  });
});

/**
 * A debit diesel item with VAT, a credit from the supplier, a tyre item shared by three jobs and a
 * truck's repair. Owed: 22.011 − 1.100 + 11.000 + 5.500 = 37.411 BD.
 */
const PURCHASE = 71;
const purchase: PurchaseToPost = {
  id: PURCHASE,
  supplierId: SUPPLIER,
  items: [
    { accountId: DIESEL, crDr: 'dr', vatableFils: 20_010, vatFils: 2_001, vatPercent: 10, truckId: null, jobIds: [] },
    { accountId: DIESEL, crDr: 'cr', vatableFils: 1_000, vatFils: 100, vatPercent: 10, truckId: null, jobIds: [] },
    {
      accountId: TYRES,
      crDr: 'dr',
      vatableFils: 10_000,
      vatFils: 1_000,
      vatPercent: 10,
      truckId: null,
      jobIds: [23, 21, 22],
    },
    { accountId: REPAIRS, crDr: 'dr', vatableFils: 5_500, vatFils: 0, vatPercent: 0, truckId: 3, jobIds: [] },
  ],
};

describe('a purchase posted', () => {
  it("puts each item and its VAT on the item's side, splits a shared item by job, and credits the supplier", () => {
    expect(purchasePostingLines(purchase)).toEqual([
      dr(DIESEL, 20_010, { vatPercent: 10 }),
      dr(vatInput, 2_001, { vatPercent: 10 }),
      cr(DIESEL, 1_000, { vatPercent: 10 }),
      cr(vatInput, 100, { vatPercent: 10 }),
      // 10.000 in three: the odd fil to the lowest job id, whatever order the jobs came in.
      dr(TYRES, 3_334, { vatPercent: 10, jobId: 21 }),
      dr(TYRES, 3_333, { vatPercent: 10, jobId: 22 }),
      dr(TYRES, 3_333, { vatPercent: 10, jobId: 23 }),
      dr(vatInput, 1_000, { vatPercent: 10 }),
      dr(REPAIRS, 5_500, { vatPercent: 0, truckId: 3 }),
      cr(payable, 37_411, { partyId: SUPPLIER, purchaseId: PURCHASE }),
    ]);
  });

  it('keeps the truck on every job share of an item for a truck and jobs', () => {
    const lines = purchasePostingLines({
      id: PURCHASE,
      supplierId: SUPPLIER,
      items: [{ accountId: DIESEL, crDr: 'dr', vatableFils: 3, vatFils: 0, vatPercent: 0, truckId: 4, jobIds: [8, 9] }],
    });
    expect(lines).toEqual([
      dr(DIESEL, 2, { vatPercent: 0, truckId: 4, jobId: 8 }),
      dr(DIESEL, 1, { vatPercent: 0, truckId: 4, jobId: 9 }),
      cr(payable, 3, { partyId: SUPPLIER, purchaseId: PURCHASE }),
    ]);
  });

  it('debits the supplier when the voucher is a net credit', () => {
    const lines = purchasePostingLines({
      id: PURCHASE,
      supplierId: SUPPLIER,
      items: [
        { accountId: DIESEL, crDr: 'cr', vatableFils: 4_000, vatFils: 400, vatPercent: 10, truckId: null, jobIds: [] },
        { accountId: TYRES, crDr: 'dr', vatableFils: 1_000, vatFils: 0, vatPercent: 0, truckId: null, jobIds: [] },
      ],
    });
    expect(lines).toEqual([
      cr(DIESEL, 4_000, { vatPercent: 10 }),
      cr(vatInput, 400, { vatPercent: 10 }),
      dr(TYRES, 1_000, { vatPercent: 0 }),
      dr(payable, 3_400, { partyId: SUPPLIER, purchaseId: PURCHASE }),
    ]);
  });

  it('writes no payable line for a voucher that nets to nothing, and refuses a voucher of no items', () => {
    const even = { accountId: DIESEL, vatableFils: 1_000, vatFils: 0, vatPercent: 0, truckId: null, jobIds: [] };
    expect(
      purchasePostingLines({
        id: PURCHASE,
        supplierId: SUPPLIER,
        items: [
          { ...even, crDr: 'dr' },
          { ...even, accountId: TYRES, crDr: 'cr' },
        ],
      }),
    ).toEqual([dr(DIESEL, 1_000, { vatPercent: 0 }), cr(TYRES, 1_000, { vatPercent: 0 })]);
    expect(() => purchasePostingLines({ id: PURCHASE, supplierId: SUPPLIER, items: [] })).toThrow(UnbalancedEntryError);
  });
});

/**
 * Cash paying two invoices in part, an advance, a discount and both round-offs.
 * Total: 60.000 + 25.500 + 10.000 + 0.005 − 2.000 − 0.003 = 93.502 BD.
 */
const receipt: ReceiptToPost = {
  customerId: CUSTOMER,
  accountId: CASH_GL,
  totalFils: 93_502,
  items: [
    { kind: 'customer', accountId: null, invoiceId: 501, crDr: 'cr', amountFils: 60_000 },
    { kind: 'customer', accountId: null, invoiceId: 502, crDr: 'cr', amountFils: 25_500 },
    { kind: 'customer', accountId: null, invoiceId: null, crDr: 'cr', amountFils: 10_000 },
    { kind: 'discount', accountId: discount, invoiceId: null, crDr: 'dr', amountFils: 2_000 },
    { kind: 'round_off', accountId: roundOffDr, invoiceId: null, crDr: 'dr', amountFils: 3 },
    { kind: 'round_off', accountId: roundOffCr, invoiceId: null, crDr: 'cr', amountFils: 5 },
  ],
};

describe('a receipt posted', () => {
  it('debits the money account, settles each invoice, leaves the advance on no invoice, and books the rest on its side', () => {
    const party = { partyId: CUSTOMER };
    expect(receiptPostingLines(receipt)).toEqual([
      dr(CASH_GL, 93_502),
      cr(receivable, 60_000, { ...party, invoiceId: 501 }),
      cr(receivable, 25_500, { ...party, invoiceId: 502 }),
      cr(receivable, 10_000, party),
      dr(discount, 2_000, party),
      dr(roundOffDr, 3, party),
      cr(roundOffCr, 5, party),
    ]);
  });

  it('refuses a receipt whose total is not its items', () => {
    expect(() => receiptPostingLines({ ...receipt, totalFils: 93_503 })).toThrow(UnbalancedEntryError);
  });
});

describe('reversedLines', () => {
  it.each([
    ['invoice', invoicePostingLines(invoice)],
    ['purchase', purchasePostingLines(purchase)],
    ['receipt', receiptPostingLines(receipt)],
  ])('mirrors a %s entry line by line, keeping every tag', (_kind, lines) => {
    const reversed = reversedLines(lines);
    expect(reversed).toEqual(
      lines.map((line) => ({ ...line, debitFils: line.creditFils, creditFils: line.debitFils })),
    );
    expect(sums(reversed)).toEqual({ debits: sums(lines).credits, credits: sums(lines).debits });
    expect(reversedLines(reversed)).toEqual(lines);
  });

  it('refuses to mirror an entry that does not balance', () => {
    expect(() => reversedLines([dr(CASH_GL, 5), cr(sales, 4)])).toThrow(UnbalancedEntryError);
  });
});

describe('requireBalanced', () => {
  it('answers the lines of an entry whose debits equal its credits', () => {
    const lines = [dr(CASH_GL, 5), cr(sales, 3), cr(vatOutput, 2)];
    expect(requireBalanced(lines)).toBe(lines);
  });

  it('refuses an entry that does not balance, naming both sides', () => {
    expect(() => requireBalanced([dr(CASH_GL, 5), cr(sales, 4)])).toThrow(
      new UnbalancedEntryError('The entry does not balance: debits 5 fils, credits 4 fils'),
    );
  });

  it('refuses an entry of one line or none, even when its sides are equal', () => {
    const nothing = { ...dr(CASH_GL, 0) };
    expect(() => requireBalanced([nothing])).toThrow('The entry does not balance: debits 0 fils, credits 0 fils');
    expect(() => requireBalanced([])).toThrow(UnbalancedEntryError);
    expect(() => requireBalanced([dr(CASH_GL, 5)])).toThrow(UnbalancedEntryError);
  });
});

describe('sharedOut', () => {
  it('splits by weight, rounding each share down and giving the fils left one each to the first shares', () => {
    expect(sharedOut(100_000, [40_000, 20_000, 30_000])).toEqual([44_445, 22_222, 33_333]);
    expect(sharedOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(sharedOut(5, [1, 1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(sharedOut(9, [1, 1, 1])).toEqual([3, 3, 3]);
  });

  it('shares a negative total the same way, the odd fils taken from the first shares', () => {
    expect(sharedOut(-10, [1, 1, 1])).toEqual([-4, -3, -3]);
    expect(sharedOut(-100_001, [2, 1])).toEqual([-66_668, -33_333]);
  });

  it('shares equally when every weight is zero, and gives a zero weight nothing otherwise', () => {
    expect(sharedOut(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(sharedOut(-7, [0, 0])).toEqual([-4, -3]);
    expect(sharedOut(10, [0, 1])).toEqual([0, 10]);
  });

  it('answers nothing for no weights, and zeros for a zero total', () => {
    expect(sharedOut(10, [])).toEqual([]);
    expect(sharedOut(0, [3, 1])).toEqual([0, 0]);
    expect(sharedOut(1, [5])).toEqual([1]);
  });

  it('always adds up to the total, each share within a fil of its exact part', () => {
    const cases: [number, number[]][] = [
      [1, [1, 1, 1]],
      [999_999, [7, 11, 13, 17]],
      [-12_345, [3, 0, 5]],
      [2, [1, 1, 1, 1, 1]],
      [1_000_000_007, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ];
    for (const [total, weights] of cases) {
      const shares = sharedOut(total, weights);
      const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
      shares.forEach((share, i) => expect(Math.abs(share - (total * weights[i]!) / weightSum)).toBeLessThan(1));
    }
  });
});

describe('a supplier payment posted', () => {
  it('settles each purchase paid and the advance on the payable, with the supplier, and takes the money out', () => {
    const lines = paymentPostingLines({
      supplierId: SUPPLIER,
      accountId: bank,
      totalFils: 60_500,
      items: [
        { purchaseId: 71, creditNoteId: null, amountFils: 40_000 },
        { purchaseId: 72, creditNoteId: null, amountFils: 20_000 },
        { purchaseId: null, creditNoteId: null, amountFils: 500 },
      ],
    });
    expect(lines).toEqual([
      dr(payable, 40_000, { partyId: SUPPLIER, purchaseId: 71 }),
      dr(payable, 20_000, { partyId: SUPPLIER, purchaseId: 72 }),
      dr(payable, 500, { partyId: SUPPLIER }),
      cr(bank, 60_500),
    ]);
  });

  it('refuses a payment whose total is not its items', () => {
    expect(() =>
      paymentPostingLines({
        supplierId: SUPPLIER,
        accountId: bank,
        totalFils: 10,
        items: [{ purchaseId: 1, creditNoteId: null, amountFils: 9 }],
      }),
    ).toThrow(UnbalancedEntryError);
  });
});

describe('an expense in the books', () => {
  const diesel = {
    accountId: DIESEL,
    amountFils: 12_345,
    vatPercent: null,
    vatFils: 0,
    paidFromAccountId: CASH_GL,
    supplierId: null,
    truckId: 3,
    driverId: 8,
    jobId: 21,
  };

  it('paid at once: its cost on its charge account with truck, driver and job, out of the money it was paid from', () => {
    expect(expensePostingLines(diesel, true)).toEqual([
      dr(DIESEL, 12_345, { truckId: 3, driverId: 8, jobId: 21 }),
      cr(CASH_GL, 12_345),
    ]);
  });

  it('pending: owed to the named supplier on Accounts Payable, else on Accrued Expenses', () => {
    expect(expensePostingLines({ ...diesel, supplierId: SUPPLIER }, false)).toEqual([
      dr(DIESEL, 12_345, { truckId: 3, driverId: 8, jobId: 21 }),
      cr(payable, 12_345, { partyId: SUPPLIER }),
    ]);
    expect(expensePostingLines(diesel, false)).toEqual([
      dr(DIESEL, 12_345, { truckId: 3, driverId: 8, jobId: 21 }),
      cr(accruedExpenses, 12_345),
    ]);
  });

  it('paid later: what was owed settled from the account it is paid from', () => {
    expect(expenseSettlementLines({ ...diesel, supplierId: SUPPLIER, paidFromAccountId: bank })).toEqual([
      dr(payable, 12_345, { partyId: SUPPLIER }),
      cr(bank, 12_345),
    ]);
    expect(expenseSettlementLines(diesel)).toEqual([dr(accruedExpenses, 12_345), cr(CASH_GL, 12_345)]);
  });

  it('with VAT: the cost before VAT on its account, the VAT on VAT Input at its rate, the whole paid or owed', () => {
    const withVat = { ...diesel, vatPercent: 10, vatFils: 1_235 };
    expect(expensePostingLines(withVat, true)).toEqual([
      dr(DIESEL, 12_345, { truckId: 3, driverId: 8, jobId: 21 }),
      dr(vatInput, 1_235, { vatPercent: 10 }),
      cr(CASH_GL, 13_580),
    ]);
    expect(expenseSettlementLines({ ...withVat, supplierId: SUPPLIER })).toEqual([
      dr(payable, 13_580, { partyId: SUPPLIER }),
      cr(CASH_GL, 13_580),
    ]);
  });

  it('refuses an expense of nothing', () => {
    expect(() => expensePostingLines({ ...diesel, amountFils: 0 }, true)).toThrow(UnbalancedEntryError);
  });
});
