import { parseDraft, serialiseDraft } from '../../../lib/form-draft';
import { mergeEdit } from '../../../lib/three-way-merge';
import { describe, expect, it } from 'vitest';
import { invoiceLines } from '@fleetledger/shared/invoices/invoice-lines';
import {
  invoiceItemPayload,
  type InvoiceItem,
  type InvoiceRecord,
} from '@fleetledger/shared/invoices/invoices.contract';
import {
  discountLine,
  invoiceCopy,
  invoiceGeneratePayload,
  invoiceUpdatePayload,
  jobLines,
  INVOICE_LINES_MERGE,
  lineDrafts,
  type InvoiceLineDraft,
} from './invoice-line-drafts';

const item = (overrides: Partial<InvoiceItem>): InvoiceItem => ({
  id: 1,
  account_id: 25,
  account_name: 'Transportation Sales',
  job_id: null,
  qty: 2,
  amount: 10.005,
  vat_percentage: 10,
  vatable_amount: 20.01,
  vat_amount: 2.001,
  total_amount: 22.011,
  cr_dr: 'cr',
  description: 'Storage',
  kind: 'manual',
  credited_amount: 0,
  debited_amount: 0,
  left_amount: 20.01,
  ...overrides,
});

const invoice = {
  id: 7,
  number: 42,
  customer_id: 3,
  customer_name: 'Al Noor Trading',
  date: '2026-11-20',
  reference: 'R-1',
  narration: null,
  vatable_amount: 0,
  vat_amount: 0,
  total_amount: 0,
  status: 'Created',
  items: [],
  attachments: [],
  credit_note: null,
  credit_notes: [],
  debit_notes: [],
  receipts: [],
  pending_amount: 0,
  opening: false,
  due_date: null,
  version: 4,
} satisfies InvoiceRecord;

describe('invoice line drafts', () => {
  it('shows job lines whole, discounts subtracting, and figures as the user would type them', () => {
    const drafts = lineDrafts([
      item({ id: 1, kind: 'job', job_id: '4,7', vat_percentage: 0 }),
      item({ id: 2, kind: 'discount', account_id: 37, cr_dr: 'dr', qty: 1, amount: 2, vat_percentage: 0 }),
    ]);
    expect(drafts.map((d) => [d.key, d.locked, d.sign, d.quantity, d.unit, d.vatPercent])).toEqual([
      ['1', true, 1, '2', '10.005', 0],
      ['2', false, -1, '1', '2.000', 0],
    ]);
  });

  it('sends the header as read, every line with its id, jobs, side and figures as numbers, at the version given', () => {
    const drafts = lineDrafts([item({ id: 1 }), item({ id: 2, kind: 'job', job_id: '4,7' })]);
    drafts[0]!.quantity = '3';
    const payload = invoiceUpdatePayload(invoice, drafts, 5);
    expect(payload).toMatchObject({ id: 7, version: 5, customer_id: 3, date: '2026-11-20', reference: 'R-1' });
    expect(payload.items).toEqual([
      expect.objectContaining({ id: 1, qty: 3, amount: 10.005, job_id: null, cr_dr: 'cr' }),
      expect.objectContaining({ id: 2, job_id: '4,7', cr_dr: 'cr' }),
    ]);
    expect(invoiceUpdatePayload(invoice, drafts).version).toBe(4);
  });

  it("merges a stale edit by line id: my line 1's price stays, their line 2's price comes (INV-ARG-5)", () => {
    const base = lineDrafts([item({ id: 1, amount: 10 }), item({ id: 2, amount: 12.5 })]);
    const mine = base.map((line) => (line.id === 1 ? { ...line, unit: '11.000' } : line));
    const theirs = lineDrafts([item({ id: 1, amount: 10 }), item({ id: 2, amount: 15 })]);
    const merged = mergeEdit(INVOICE_LINES_MERGE, { base, mine, theirs });
    expect(merged.record.map((line) => [line.id, line.unit])).toEqual([
      [1, '11.000'],
      [2, '15.000'],
    ]);
    expect(merged.conflicts).toEqual([]);
    expect(merged.taken).toEqual([
      { key: 'items.2.unit', field: 'Line 2 · Unit Amount', mine: '12.500', theirs: '15.000' },
    ]);
  });

  it('shows a line one side removed and the other changed whole, its parts apart', () => {
    const base = lineDrafts([item({ id: 1 }), item({ id: 2 })]);
    const theirs = lineDrafts([item({ id: 1 }), item({ id: 2, description: 'ديزل', qty: 1, amount: 40 })]);
    expect(mergeEdit(INVOICE_LINES_MERGE, { base, mine: base.slice(0, 1), theirs }).conflicts).toEqual([
      { key: 'items.2', field: 'Line 2', mine: '(removed)', theirs: 'ديزل · 1 × 40.000 · 10 %' },
    ]);
  });

  it('groups chosen jobs into one locked line per equal total, in the order of their first job', () => {
    const job = (id: number, total: number) => ({
      id,
      job_number: `J${id}`,
      container: null,
      description: 'Port to Sitra',
      date: '2026-11-01',
      care_of: null,
      total_amount: total,
    });
    const lines = jobLines([job(1, 45), job(2, 30.5), job(3, 45)]);
    expect(lines.map((l) => [l.jobIds, l.quantity, l.unit, l.locked, l.accountId])).toEqual([
      [[1, 3], '2', '45.000', true, 25],
      [[2], '1', '30.500', true, 25],
    ]);
    const payload = invoiceGeneratePayload({ customerId: 3, date: '2026-11-20', reference: '', narration: '' }, [
      ...lines,
      { ...discountLine(), unit: '5' },
    ]);
    expect(payload.items.map((item) => [item.id, item.job_id, item.qty, item.cr_dr, item.account_id])).toEqual([
      [null, '1,3', 2, 'cr', 25],
      [null, '2', 1, 'cr', 25],
      [null, null, 1, 'dr', 37],
    ]);
  });

  it('makes a discount an amount only, which the shared rule the server applies takes as a discount', () => {
    const typed = { ...discountLine(), unit: '7.5', quantity: '3', vatPercent: 10 as const };
    const stored = lineDrafts([item({ id: 9, kind: 'discount', account_id: 37, cr_dr: 'dr', qty: 1, amount: 2 })])[0]!;
    expect([discountLine().amountOnly, stored.amountOnly, stored.vatPercent]).toEqual([true, true, 0]);
    const payload = invoiceGeneratePayload({ customerId: 3, date: '2026-11-20', reference: '', narration: '' }, [
      typed,
      stored,
    ]);
    const checked = invoiceLines(payload.items.map((sent) => invoiceItemPayload.parse(sent)));
    expect(checked.problems).toEqual({});
    expect(checked.lines.map((line) => [line.kind, line.quantity, line.vatPercent, line.unitFils])).toEqual([
      ['discount', 1, 0, 7500],
      ['discount', 1, 0, 2000],
    ]);
  });

  it('duplicates as new lines dated today, job lines only for their jobs open again, and counts the others', () => {
    const open = { job_number: 'J4', container: null, description: 'Port', date: '2026-11-01', care_of: null };
    const copy = invoiceCopy(
      {
        ...invoice,
        status: 'Cancelled',
        narration: 'November',
        items: [
          item({ id: 1, kind: 'job', job_id: '4,7', qty: 2, amount: 45, vat_percentage: 0 }),
          item({ id: 2 }),
          item({ id: 3, kind: 'discount', account_id: 37, cr_dr: 'dr', qty: 1, amount: 2, vat_percentage: 0 }),
        ],
      },
      '2026-11-26',
      [{ ...open, id: 4, total_amount: 45 }],
    );
    expect(copy.header).toEqual({ customerId: 3, date: '2026-11-26', reference: '', narration: 'November' });
    expect(copy.jobsLeftOut).toBe(1);
    const payload = invoiceGeneratePayload(copy.header, copy.lines);
    expect(payload.items.map((i) => [i.id, i.job_id, i.qty, i.amount, i.cr_dr, i.account_id])).toEqual([
      [null, '4', 1, 45, 'cr', 25],
      [null, null, 2, 10.005, 'cr', 25],
      [null, null, 1, 2, 'dr', 37],
    ]);
  });

  it('merges a restored stale draft against the lines it was read from: their change kept, the draft’s own kept', () => {
    const read = lineDrafts([item({ qty: 1, description: 'A' })]);
    const typed = read.map((draft) => ({ ...draft, description: 'B' }));
    const now = new Date('2026-11-26T09:30:00Z');
    const restored = parseDraft<InvoiceLineDraft[]>(
      serialiseDraft({ value: typed, baseline: read, version: 4 }, now),
      now,
    );
    expect(restored).not.toBeNull();
    // Meanwhile someone else saved quantity 5.
    const theirs = lineDrafts([item({ qty: 5, description: 'A' })]);

    const merged = mergeEdit(INVOICE_LINES_MERGE, { base: restored!.baseline, mine: restored!.value, theirs });

    expect(merged.conflicts).toEqual([]);
    expect(merged.record.map((l) => [l.id, l.quantity, l.description])).toEqual([[1, '5', 'B']]);
  });
});
