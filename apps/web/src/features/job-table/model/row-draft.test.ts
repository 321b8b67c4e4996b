import { describe, expect, it } from 'vitest';
import { jobRow } from '../testing/job-table-fixtures';
import { normaliseDateEntry, defaultRowDate } from './date-entry';
import { moneyTextFromBd, normaliseMoneyText, parseMoneyFils } from './money-entry';
import { changedColumns, draftFromRow, emptyDraft, isBlankDraft } from './row-draft';

describe('amounts as typed', () => {
  it('reads BD text into fils without floats', () => {
    expect(parseMoneyFils('25.5')).toBe(25_500);
    expect(parseMoneyFils('1,234.567')).toBe(1_234_567);
    expect(parseMoneyFils('BD 7')).toBe(7_000);
    expect(parseMoneyFils('0.1')).toBe(100);
  });

  it('refuses what is not an amount of at most 3 decimals', () => {
    for (const text of ['', 'abc', '1.2345', '-3', '1.2.3']) expect(parseMoneyFils(text)).toBeNull();
  });

  it('shows 3 decimals, and nothing for an optional zero', () => {
    expect(moneyTextFromBd(1234.5, false)).toBe('1,234.500');
    expect(moneyTextFromBd(0, true)).toBe('');
    expect(normaliseMoneyText('12.3', false)).toBe('12.300');
    expect(normaliseMoneyText('twelve', false)).toBe('twelve');
  });
});

describe('dates as typed', () => {
  it('understands ISO, day-first and a bare day of the month on screen', () => {
    expect(normaliseDateEntry('2026-11-05', '2026-11')).toBe('2026-11-05');
    expect(normaliseDateEntry('5/11/2026', '2026-11')).toBe('2026-11-05');
    expect(normaliseDateEntry('5.11.26', '2026-11')).toBe('2026-11-05');
    expect(normaliseDateEntry('7', '2026-11')).toBe('2026-11-07');
    expect(normaliseDateEntry('31/11', '2026-11')).toBe('31/11');
    expect(normaliseDateEntry('soon', '2026-11')).toBe('soon');
  });

  it('starts new rows today when today is in the month, else on its first day', () => {
    expect(defaultRowDate('2026-11', '2026-11-18')).toBe('2026-11-18');
    expect(defaultRowDate('2019-04', '2026-11-18')).toBe('2019-04-01');
  });
});

describe('row drafts', () => {
  it('compares meaning, not spelling', () => {
    const draft = draftFromRow(jobRow());
    expect(changedColumns(draft, { ...draft, charge: '25.5', description: 'Port to Sitra ' })).toEqual([]);
    expect(changedColumns(draft, { ...draft, charge: '26', taxi: true })).toEqual(['charge', 'taxi']);
  });

  it('treats a new row with only its preset date as blank', () => {
    expect(isBlankDraft(emptyDraft('2026-11-01'))).toBe(true);
    expect(isBlankDraft({ ...emptyDraft('2026-11-01'), careof: 'x' })).toBe(false);
  });
});
