import { formatDisplayDate, todayIn } from '../dates';
import type { DocumentStatus } from '../documents/document-status';
import { formatBD } from '../money';
import { parseMailAddress, type MailAddress } from './mail-address';

/** Overdue reminders: the days past due at which a reminder goes, and the hour of the daily run. */
export const REMINDER_DEFAULTS = { steps: [7, 14, 30], hour: 8 } as const;
export const MAX_REMINDER_STEPS = 5;
export const MAX_REMINDER_DAY = 365;

export const REMINDER_MESSAGES = {
  noSteps: 'Add at least one reminder step',
  tooManySteps: `At most ${MAX_REMINDER_STEPS} reminder steps`,
  stepNotWhole: `Each reminder step is a whole number of days past due, from 1 to ${MAX_REMINDER_DAY}`,
  stepTwice: 'Each reminder step may be listed only once',
  stepsNotAscending: 'List the reminder steps from the fewest days to the most',
  hour: 'The hour of the daily run is a whole hour from 0 to 23',
} as const;

/** Why these steps cannot be the reminder steps, or null when they can. */
export function reminderStepsProblem(steps: readonly unknown[]): string | null {
  if (steps.length === 0) return REMINDER_MESSAGES.noSteps;
  if (steps.length > MAX_REMINDER_STEPS) return REMINDER_MESSAGES.tooManySteps;
  const whole = (step: unknown): step is number =>
    typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= MAX_REMINDER_DAY;
  if (!steps.every(whole)) return REMINDER_MESSAGES.stepNotWhole;
  if (new Set(steps).size !== steps.length) return REMINDER_MESSAGES.stepTwice;
  if (steps.some((step, index) => index > 0 && step < steps[index - 1]!)) return REMINDER_MESSAGES.stepsNotAscending;
  return null;
}

/** An open invoice as the receivables aging sees it on the day of the run. */
export interface ReminderInvoice {
  status: DocumentStatus;
  openFils: number;
  daysOverdue: number;
}

/** The customer's side: their opt-in and the e-mail on their record. */
export interface ReminderCustomer {
  name: string;
  email: string | null;
  remindersOn: boolean;
}

/** Where a customer's reminders go: null when they did not opt in or have no usable e-mail. */
export function reminderAddress(customer: ReminderCustomer): MailAddress | null {
  const email = customer.email?.trim() ?? '';
  if (!customer.remindersOn || email === '') return null;
  return parseMailAddress(`${customer.name} <${email}>`) ?? parseMailAddress(email);
}

/**
 * The step an invoice is reminded at today, and the lower steps it passed unreminded: the highest step
 * it has reached, unless that step or a later one was reminded already. So an invoice first found 31
 * days late gets one mail (the 30-day one), not three, and a step is never reminded twice. Only a
 * posted invoice with something open is reminded (a cancelled one has nothing open).
 */
export function reminderStepDue(
  invoice: ReminderInvoice,
  steps: readonly number[],
  reminded: readonly number[],
): { step: number; passed: number[] } | null {
  if (invoice.status !== 'Posted' || invoice.openFils <= 0) return null;
  const reached = steps.filter((step) => step <= invoice.daysOverdue);
  const step = reached[reached.length - 1];
  if (step === undefined || reminded.some((done) => done >= step)) return null;
  return { step, passed: reached.filter((lower) => lower < step && !reminded.includes(lower)) };
}

/**
 * The company's day whose run is due at `now`: today once the run's hour has come in the company's time
 * zone and today has not been run; otherwise null.
 */
export function reminderRunDue(now: Date, timeZone: string, hour: number, lastRunDay: string | null): string | null {
  const today = todayIn(timeZone, now);
  const hourNow = Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  return hourNow >= hour && (lastRunDay === null || lastRunDay < today) ? today : null;
}

export interface RemindedInvoice {
  /** As printed: INV-ARG-5. */
  document: string;
  date: string;
  dueDate: string;
  daysOverdue: number;
  openFils: number;
}

/** The reminder's subject and message: every invoice it reminds, one line each, and their total. */
export function reminderMailText(facts: {
  partyName: string;
  companyName: string;
  invoices: readonly RemindedInvoice[];
}): { subject: string; message: string } {
  const company = facts.companyName.trim();
  const count = facts.invoices.length;
  const lines = facts.invoices.map(
    (invoice) =>
      `${invoice.document}  dated ${formatDisplayDate(invoice.date)}  due ${formatDisplayDate(invoice.dueDate)}  ` +
      `${invoice.daysOverdue} day${invoice.daysOverdue === 1 ? '' : 's'} overdue  ${formatBD(invoice.openFils)} open`,
  );
  const total = facts.invoices.reduce((sum, invoice) => sum + invoice.openFils, 0);
  const signature = company === '' ? 'Kind regards' : `Kind regards,\n${company}`;
  return {
    subject: `Payment reminder: ${count} overdue invoice${count === 1 ? '' : 's'}${company === '' ? '' : ` from ${company}`}`,
    message:
      `Dear ${facts.partyName},\n\nOur records show ${count === 1 ? 'this invoice' : 'these invoices'} past ` +
      `${count === 1 ? 'its' : 'their'} due date:\n\n${lines.join('\n')}\n\nTotal overdue: ${formatBD(total)}\n\n` +
      'Your statement of account is attached. If you have paid already, please send us the payment ' +
      `details so we can match it.\n\n${signature}`,
  };
}
