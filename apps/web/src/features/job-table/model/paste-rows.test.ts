import { describe, expect, it } from 'vitest';
import { LOOKUPS } from '../testing/job-table-fixtures';
import { parseClipboardTable, pastedRows } from './paste-rows';

describe('clipboard tables', () => {
  it('splits tab-separated lines, ignoring the trailing newline and empty lines', () => {
    expect(parseClipboardTable('a\tb\r\nc\td\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads quoted cells with tabs, newlines and doubled quotes as Excel writes them', () => {
    expect(parseClipboardTable('"x\ty"\t"say ""hi"""\n"two\nlines"\tz')).toEqual([
      ['x\ty', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });
});

describe('pasted rows', () => {
  const line = [
    '5/11/2026',
    'J1',
    'mscu1234565',
    'Port run',
    'gulf traders',
    '',
    'no',
    '',
    'rajesh kumar',
    '',
    '',
    '12.5',
  ];

  it('fills columns from the start column and matches names case-insensitively', () => {
    const [row] = pastedRows([line], 'date', LOOKUPS, '2026-11', '2026-11-01');
    expect(row!.draft).toMatchObject({
      date: '2026-11-05',
      container: 'MSCU1234565',
      customer_id: 1,
      driver_id: 10,
      truck: 'TR-101',
      truck_id: 20,
      charge: '12.500',
    });
    expect(row!.unmatched).toEqual([]);
  });

  it('marks names, dates and amounts it could not understand', () => {
    const [row] = pastedRows(
      [['someday', 'J1', '', 'x', 'Unknown Co', '', '', '', 'Nobody', 'ZZ-1', '', 'lots']],
      'date',
      LOOKUPS,
      '2026-11',
      '2026-11-01',
    );
    expect(row!.unmatched).toEqual(['date', 'customer', 'driver', 'truck', 'charge']);
  });

  it('starts at the focused column and drops cells beyond the last one', () => {
    const [row] = pastedRows([['note', 'extra', 'beyond']], 'extra_description', LOOKUPS, '2026-11', '2026-11-01');
    expect(row!.draft).toMatchObject({ extra_description: 'note', related_note: 'extra', date: '2026-11-01' });
  });
});
