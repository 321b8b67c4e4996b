import { describe, expect, it } from 'vitest';
import { FILED_RETURNS } from '../testing/vat-return-answers';
import { filedReturnsView } from './filed-returns-view';
import { viewHeaders } from '../../../testing/tables';

describe('filedReturnsView', () => {
  it('lists each filed return opening it, as filed, with what the books now differ by', () => {
    const view = filedReturnsView(FILED_RETURNS);
    expect(viewHeaders(view)).toEqual([
      'Period',
      'Net VAT due (BD)',
      'Filed by',
      'Filed at',
      'Books now differ by (BD)',
    ]);
    expect(view.rows[0]?.cells).toEqual([
      { kind: 'text', text: '01/07/2026 – 30/09/2026', link: '/books/vat-return?from=2026-07-01&to=2026-09-30' },
      { kind: 'money', fils: 10_525 },
      { kind: 'text', text: 'Aisha Al Khalifa' },
      { kind: 'text', text: '04/10/2026 09:41' },
      { kind: 'money', fils: 12_000 },
    ]);
    expect(
      filedReturnsView([{ ...FILED_RETURNS[0]!, filed: { ...FILED_RETURNS[0]!.filed, filed_by: null } }]).rows[0]
        ?.cells[2],
    ).toEqual({
      kind: 'text',
      text: 'someone outside the app',
    });
  });
});
