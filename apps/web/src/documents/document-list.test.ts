import { describe, expect, it } from 'vitest';
import { summaryLines } from './document-list';

const amounts = (total: number) => ({ vatable_amount: total, vat_amount: 0, total_amount: total });

describe('summaryLines', () => {
  it('gives a line per status the server counted, then their sum naming the cancelled it leaves out', () => {
    const lines = summaryLines(
      {
        count: 5,
        cancelled_count: 1,
        totals: amounts(1092.892),
        by_status: [
          { status: 'Created', count: 1, ...amounts(92.892) },
          { status: 'Posted', count: 3, ...amounts(1000) },
        ],
        open_amount: 500,
      },
      'invoice',
    );
    expect(lines.map((line) => [line.label, line.amounts.total_amount, line.strong])).toEqual([
      ['Created: 1 invoice', 92.892, false],
      ['Posted: 3 invoices', 1000, false],
      ['Total: 4 invoices (1 cancelled not counted)', 1092.892, true],
    ]);
  });

  it('says nothing of cancelled ones when none matched', () => {
    const [total] = summaryLines(
      { count: 0, cancelled_count: 0, totals: amounts(0), by_status: [], open_amount: null },
      'receipt',
    );
    expect(total!.label).toBe('Total: 0 receipts');
  });
});
