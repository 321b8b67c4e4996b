import { describe, expect, it } from 'vitest';
import {
  amountField,
  amountText,
  linesOf,
  mergeEdit,
  recordField,
  REMOVED,
  type MergeOutline,
} from './three-way-merge';

interface Line {
  id: number | null;
  description: string;
  unit: string;
  accountId: number;
  accountName: string;
}
interface Doc {
  date: string;
  narration: string;
  lines: Line[];
}

const outline: MergeOutline<Doc> = {
  fields: [recordField<Doc>('Date', ['date']), recordField<Doc>('Narration', ['narration'])],
  lines: [
    linesOf<Doc, Line>({
      key: 'lines',
      read: (doc) => doc.lines,
      write: (doc, lines) => ({ ...doc, lines }),
      id: (line) => line.id,
      name: (_, position) => `Line ${position}`,
      show: (line) => `${line.description} ${line.unit}`,
      fields: [
        recordField<Line>('Description', ['description']),
        recordField<Line>('Unit', ['unit']),
        recordField<Line>('Account', ['accountId', 'accountName'], (line) => line.accountName),
      ],
    }),
  ],
};

const line = (id: number | null, unit: string, description = `Line ${id}`): Line => ({
  id,
  description,
  unit,
  accountId: 25,
  accountName: 'Sales',
});
const base: Doc = { date: '2026-11-01', narration: '', lines: [line(1, '10.000'), line(2, '12.500')] };
const withLines = (doc: Doc, lines: Line[]): Doc => ({ ...doc, lines });
const merge = (mine: Doc, theirs: Doc, choices = {}) => mergeEdit(outline, { base, mine, theirs }, choices);

describe('mergeEdit', () => {
  it("keeps my change to line 1 and takes their change to line 2 (the issue's case)", () => {
    const mine = withLines(base, [line(1, '11.000'), line(2, '12.500')]);
    const theirs = withLines(base, [line(1, '10.000'), line(2, '15.000')]);
    const merged = merge(mine, theirs);
    expect(merged.record.lines.map((l) => l.unit)).toEqual(['11.000', '15.000']);
    expect(merged.conflicts).toEqual([]);
    expect(merged.taken).toEqual([{ key: 'lines.2.unit', field: 'Line 2 · Unit', mine: '12.500', theirs: '15.000' }]);
  });

  it('matches lines by id, not by position', () => {
    const mine = withLines(base, [line(2, '12.500'), line(1, '11.000')]);
    const theirs = withLines(base, [line(1, '10.000'), line(2, '15.000')]);
    expect(merge(mine, theirs).record.lines).toEqual([line(2, '15.000'), line(1, '11.000')]);
  });

  it('calls a field both changed differently a conflict, mine unless I choose theirs', () => {
    const mine = withLines(base, [line(1, '11.000'), line(2, '12.500')]);
    const theirs = withLines(base, [line(1, '13.000'), line(2, '12.500')]);
    const conflict = { key: 'lines.1.unit', field: 'Line 1 · Unit', mine: '11.000', theirs: '13.000' };
    expect(merge(mine, theirs).conflicts).toEqual([conflict]);
    expect(merge(mine, theirs).record.lines[0]!.unit).toBe('11.000');
    expect(merge(mine, theirs, { 'lines.1.unit': 'theirs' }).record.lines[0]!.unit).toBe('13.000');
    expect(merge(mine, theirs, { 'lines.1.unit': 'theirs' }).conflicts).toEqual([conflict]);
  });

  it('calls no conflict where both changed a field to the same value', () => {
    const changed = withLines({ ...base, narration: 'Fuel' }, [line(1, '11.000'), line(2, '12.500')]);
    const merged = merge(changed, structuredClone(changed));
    expect(merged).toEqual({ record: changed, conflicts: [], taken: [] });
  });

  it('merges header fields one by one', () => {
    const mine = { ...base, narration: 'Mine' };
    const theirs = { ...base, date: '2026-11-02' };
    const merged = merge(mine, theirs);
    expect(merged.record).toEqual({ ...base, narration: 'Mine', date: '2026-11-02' });
    expect(merged.taken.map((t) => t.field)).toEqual(['Date']);
    const both = merge({ ...base, date: '2026-11-03' }, theirs);
    expect(both.conflicts).toEqual([{ key: 'date', field: 'Date', mine: '2026-11-03', theirs: '2026-11-02' }]);
  });

  it('takes a field of several properties together (an account with its name)', () => {
    const other = { ...line(1, '10.000'), accountId: 30, accountName: 'Other income' };
    const merged = merge(base, withLines(base, [other, line(2, '12.500')]));
    expect(merged.record.lines[0]).toEqual(other);
    expect(merged.taken[0]!.field).toBe('Line 1 · Account');
  });

  it('keeps a line either side added, theirs after the line before it on their side', () => {
    const mine = withLines(base, [...base.lines, line(null, '3.000', 'Mine new')]);
    const theirs = withLines(base, [line(1, '10.000'), line(7, '5.000', 'Their new'), line(2, '12.500')]);
    const merged = merge(mine, theirs);
    expect(merged.record.lines.map((l) => l.description)).toEqual(['Line 1', 'Their new', 'Line 2', 'Mine new']);
    expect(merged.taken).toEqual([{ key: 'lines.7', field: 'Line 2', mine: REMOVED, theirs: 'Their new 5.000' }]);
    expect(merged.conflicts).toEqual([]);
  });

  it('puts a line they added first before everything', () => {
    const theirs = withLines(base, [line(7, '5.000', 'Their new'), ...base.lines]);
    expect(merge(base, theirs).record.lines.map((l) => l.id)).toEqual([7, 1, 2]);
  });

  it('deletes a line one side deleted and the other left untouched', () => {
    const without2 = withLines(base, [line(1, '10.000')]);
    expect(merge(without2, base).record.lines).toEqual([line(1, '10.000')]);
    expect(merge(without2, base).conflicts).toEqual([]);
    const theirsDeleted = merge(withLines(base, [line(1, '11.000'), line(2, '12.500')]), without2);
    expect(theirsDeleted.record.lines).toEqual([line(1, '11.000')]);
    expect(theirsDeleted.taken).toEqual([{ key: 'lines.2', field: 'Line 2', mine: 'Line 2 12.500', theirs: REMOVED }]);
    expect(merge(without2, without2).record.lines).toEqual([line(1, '10.000')]);
  });

  it('calls a line one side deleted and the other changed a conflict', () => {
    const changed2 = withLines(base, [line(1, '10.000'), line(2, '15.000')]);
    const without2 = withLines(base, [line(1, '10.000')]);

    const iDeleted = merge(without2, changed2);
    expect(iDeleted.conflicts).toEqual([{ key: 'lines.2', field: 'Line 2', mine: REMOVED, theirs: 'Line 2 15.000' }]);
    expect(iDeleted.record.lines).toEqual([line(1, '10.000')]);
    expect(merge(without2, changed2, { 'lines.2': 'theirs' }).record.lines).toEqual(changed2.lines);

    const theyDeleted = merge(changed2, without2);
    expect(theyDeleted.conflicts).toEqual([
      { key: 'lines.2', field: 'Line 2', mine: 'Line 2 15.000', theirs: REMOVED },
    ]);
    expect(theyDeleted.record.lines).toEqual(changed2.lines);
    expect(merge(changed2, without2, { 'lines.2': 'theirs' }).record.lines).toEqual([line(1, '10.000')]);
  });

  it('leaves the record as mine when they changed nothing', () => {
    const mine = withLines({ ...base, narration: 'Mine' }, [line(2, '1.000'), line(null, '2.000')]);
    expect(merge(mine, base)).toEqual({ record: mine, conflicts: [], taken: [] });
  });
});

describe('an amount in a merge', () => {
  it('is shown to the fil however it was typed or read, and text that is no amount as typed', () => {
    expect([25, '25', ' 25.5 ', 20, 1234.5].map(amountText)).toEqual([
      '25.000',
      '25.000',
      '25.500',
      '20.000',
      '1,234.500',
    ]);
    expect(['', 'abc', '1.2345'].map(amountText)).toEqual(['', 'abc', '1.2345']);
  });

  it('is the same value typed 25 and read 25.000, and a conflict beside another, both to the fil', () => {
    const price = amountField<{ unit: string }>('Unit Amount', 'unit');
    expect(price.read({ unit: '25' })).toEqual(price.read({ unit: '25.000' }));
    expect([price.show({ unit: '20.000' }), price.show({ unit: '25' })]).toEqual(['20.000', '25.000']);
  });
});
