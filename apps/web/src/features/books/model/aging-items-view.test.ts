import { describe, expect, it } from 'vitest';
import { agingItemsView, bucketFromSearch, bucketName } from './aging-items-view';
import { RECEIVABLES_AGING } from './aging-view';

describe('an aging bucket opened', () => {
  it('lists each document with its page, dates, days overdue and open amount, totalling the figure', () => {
    const view = agingItemsView(RECEIVABLES_AGING, {
      success: true,
      date: '2026-11-23',
      bucket: 'days_31_60',
      party: { id: 7, name: 'Gulf Freight WLL' },
      rows: [
        {
          source_kind: 'invoice',
          number: 12,
          document: 'INV-ARG-12',
          date: '2026-09-01',
          due_date: '2026-10-01',
          days_overdue: 53,
          open_amount: 40.5,
        },
        {
          source_kind: 'journal',
          number: 3,
          document: 'JV-ARG-3',
          date: '2026-09-10',
          due_date: '2026-10-10',
          days_overdue: 44,
          open_amount: 2,
        },
      ],
      total: 42.5,
    });
    expect([view.title, view.subject, view.period]).toEqual([
      'Open invoices',
      'Gulf Freight WLL · 31–60 days',
      'As at 23/11/2026',
    ]);
    expect(view.rows[0]!.cells).toEqual([
      { kind: 'text', text: 'INV-ARG-12', link: '/invoice/12' },
      { kind: 'date', date: '2026-09-01' },
      { kind: 'date', date: '2026-10-01' },
      { kind: 'count', value: 53 },
      { kind: 'money', fils: 40_500 },
    ]);
    expect(view.rows[1]!.cells[0]).toEqual({ kind: 'text', text: 'JV-ARG-3', link: '/journal/3' });
    expect(view.totals!.cells.at(-1)).toEqual({ kind: 'money', fils: 42_500 });
  });

  it('reads the bucket from the address, and names it as the aging does', () => {
    expect(bucketFromSearch(new URLSearchParams('bucket=over_90'))).toBe('over_90');
    expect(bucketFromSearch(new URLSearchParams('bucket=days_91_120'))).toBeNull();
    expect(bucketFromSearch(new URLSearchParams(''))).toBeNull();
    expect([bucketName('not_due'), bucketName('days_1_30'), bucketName('over_90')]).toEqual([
      'Not due',
      '1–30 days',
      'Over 90 days',
    ]);
  });
});
