import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInRange,
  formatDisplayDate,
  isIsoDate,
  isIsoMonth,
  monthEnd,
  monthLabel,
  parseDateEntry,
  todayIn,
} from './dates';

describe('dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00', false],
  ])('takes %s as a real calendar date: %s', (text, real) => {
    expect(isIsoDate(text)).toBe(real);
  });

  it('accepts only real months', () => {
    expect(isIsoMonth('2026-12')).toBe(true);
    expect(isIsoMonth('2026-00')).toBe(false);
  });

  it('gives today in the company time zone, not the server one', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Bahrain (UTC+3).
    const lateUtc = new Date('2026-12-31T22:30:00Z');
    expect(todayIn('Asia/Bahrain', lateUtc)).toBe('2027-01-01');
    expect(todayIn('UTC', lateUtc)).toBe('2026-12-31');
  });

  it('moves across year ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthLabel('2026-11')).toBe('Nov 2026');
  });

  it('counts the days of a range with both ends', () => {
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2026-02-01', '2026-02-28')).toBe(28);
    expect(daysInRange('2028-02-01', '2028-02-29')).toBe(29);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
    expect(daysInRange('2025-12-31', '2026-01-01')).toBe(2);
    expect(daysInRange('2026-03-02', '2026-03-01')).toBe(0);
  });
});

describe('display dates', () => {
  it('shows a date day first with slashes and leaves anything else alone', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDisplayDate('2026-01-05T10:00:00Z')).toBe('05/01/2026');
    expect(formatDisplayDate('')).toBe('');
  });

  it('reads what staff type, day first, and refuses dates that do not exist', () => {
    expect(parseDateEntry('22/11/2026')).toBe('2026-11-22');
    expect(parseDateEntry(' 5.1.2026 ')).toBe('2026-01-05');
    expect(parseDateEntry('05-01-26')).toBe('2026-01-05');
    expect(parseDateEntry('2026-02-28')).toBe('2026-02-28');
    expect(parseDateEntry('29/02/2026')).toBeNull();
    expect(parseDateEntry('31/04/2026')).toBeNull();
    expect(parseDateEntry('2026-13-01')).toBeNull();
    expect(parseDateEntry('tomorrow')).toBeNull();
  });

  it('fills the month and year from the month on screen when only a day (and month) is typed', () => {
    expect(parseDateEntry('7', '2026-03')).toBe('2026-03-07');
    expect(parseDateEntry('7/4', '2026-03')).toBe('2026-04-07');
    expect(parseDateEntry('7')).toBeNull();
    expect(parseDateEntry('31', '2026-02')).toBeNull();
  });
});
