import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

export function isIsoMonth(value: string): boolean {
  const match = ISO_MONTH.exec(value);
  return (
    match !== null &&
    Number(match[2]) >= 1 &&
    Number(match[2]) <= 12 &&
    Number(match[1]) >= 1900 &&
    Number(match[1]) <= 2999
  );
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Today in the company's time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** One formatter per time zone: making one costs more than a hundred formats, and every request asks the day. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** 'YYYY-MM' of a date or month, shifted by whole months. */
export function addMonths(month: string, delta: number): string {
  const [year, mon] = month.slice(0, 7).split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthStart(month: string): string {
  return `${month.slice(0, 7)}-01`;
}

export function monthEnd(month: string): string {
  const [year, mon] = month.slice(0, 7).split('-').map(Number) as [number, number];
  return `${month.slice(0, 7)}-${String(daysInMonth(year, mon)).padStart(2, '0')}`;
}

/** 'Nov 2026' */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return MONTH_LABEL.format(new Date(Date.UTC(year, mon - 1, 1)));
}

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export const NOT_A_REAL_DATE = 'That is not a real date (YYYY-MM-DD, e.g. 2026-02-28)';

/**
 * The date a form sends (a document's, the opening balances'), trimmed; anything but text counts as
 * blank. Its problem goes under `problems.date`, where every form's rules name it: `required` when
 * blank, NOT_A_REAL_DATE when it is no day of the calendar. Answers the trimmed date.
 */
export function checkedFormDate(value: unknown, required: string, problems: Record<string, string>): string {
  const date = typeof value === 'string' ? value.trim() : '';
  if (date === '') problems.date = required;
  else if (!isIsoDate(date)) problems.date = NOT_A_REAL_DATE;
  return date;
}

/** A date: missing or blank says `required`; text that is no day of the calendar says so. */
export function isoDate(required = 'Enter a valid date (YYYY-MM-DD)') {
  return z
    .string({ error: required })
    .trim()
    .refine((value) => value !== '', required)
    .refine((value) => value === '' || isIsoDate(value), NOT_A_REAL_DATE);
}

export function isoMonth(message = 'Enter a valid month (YYYY-MM)') {
  return z.string({ error: message }).trim().refine(isIsoMonth, message);
}

/** How many calendar days from `from` to `to`, both counted: 1 for one day, 365 for 2026; 0 when to is before from. */
export function daysInRange(from: string, to: string): number {
  const dayNumber = (date: string) =>
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** A date shifted by whole days. */
export function addDays(date: string, delta: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + delta)).toISOString().slice(0, 10);
}

/**
 * The one way a date is shown on screen: day first with slashes, '22/11/2026', as dates are written
 * in Bahrain. The contract, exports and storage keep YYYY-MM-DD.
 */
export function formatDisplayDate(iso: string): string {
  const match = ISO_DATE.exec(iso.slice(0, 10));
  return match === null ? iso : `${match[3]}/${match[2]}/${match[1]}`;
}

/** The display format as a pattern for date pickers (dayjs tokens). */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

/**
 * A date as staff type it, to YYYY-MM-DD: '2026-11-05', '5/11/2026', '05-11-26', '5.11.2026' (day
 * first), and with a `month` ('YYYY-MM') to fill in, '5/11' or just '5'. Null for anything that is not
 * a real date.
 */
export function parseDateEntry(text: string, month?: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed);
  const dayFirst = /^(\d{1,2})(?:[-/.](\d{1,2})(?:[-/.](\d{2}|\d{4}))?)?$/.exec(typed);
  let candidate: string | null = null;
  if (iso !== null) {
    candidate = toIsoParts(iso[1]!, iso[2]!, iso[3]!);
  } else if (dayFirst !== null) {
    const [defaultYear, defaultMonth] = (month ?? '').split('-');
    const yearText =
      dayFirst[3] === undefined ? defaultYear : dayFirst[3].length === 2 ? `20${dayFirst[3]}` : dayFirst[3];
    const monthText = dayFirst[2] ?? defaultMonth;
    if (yearText !== undefined && yearText !== '' && monthText !== undefined) {
      candidate = toIsoParts(yearText, monthText, dayFirst[1]!);
    }
  }
  return candidate !== null && isIsoDate(candidate) ? candidate : null;
}

function toIsoParts(year: string, month: string, day: string): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The selector's 36 months: previous, current and next year, as the month selectors list them. */
export function monthChoices(currentMonth: string): { value: string; label: string }[] {
  const year = Number(currentMonth.slice(0, 4));
  return Array.from({ length: 36 }, (_, index) => addMonths(`${year - 1}-01`, index)).map((value) => ({
    value,
    label: monthLabel(value),
  }));
}
