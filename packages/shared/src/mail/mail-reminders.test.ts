import { describe, expect, it } from 'vitest';
import {
  REMINDER_MESSAGES,
  reminderAddress,
  reminderMailText,
  reminderRunDue,
  reminderStepDue,
  reminderStepsProblem,
} from './mail-reminders';

const STEPS = [7, 14, 30];
const posted = (daysOverdue: number, openFils = 5_000) => ({ status: 'Posted' as const, openFils, daysOverdue });

describe('reminderStepsProblem', () => {
  it('takes ascending, distinct whole days from 1 to 365, at most five', () => {
    expect(reminderStepsProblem([7, 14, 30])).toBeNull();
    expect(reminderStepsProblem([1])).toBeNull();
    expect(reminderStepsProblem([1, 2, 3, 4, 365])).toBeNull();
  });

  it('names what is wrong', () => {
    expect(reminderStepsProblem([])).toBe(REMINDER_MESSAGES.noSteps);
    expect(reminderStepsProblem([1, 2, 3, 4, 5, 6])).toBe(REMINDER_MESSAGES.tooManySteps);
    for (const bad of [0, -7, 7.5, 366, '7', null])
      expect(reminderStepsProblem([bad]), String(bad)).toBe(REMINDER_MESSAGES.stepNotWhole);
    expect(reminderStepsProblem([7, 7, 30])).toBe(REMINDER_MESSAGES.stepTwice);
    expect(reminderStepsProblem([14, 7, 30])).toBe(REMINDER_MESSAGES.stepsNotAscending);
  });
});

describe('reminderStepDue', () => {
  it('reminds at each step from its day on, not the day before', () => {
    expect(reminderStepDue(posted(6), STEPS, [])).toBeNull();
    expect(reminderStepDue(posted(7), STEPS, [])).toEqual({ step: 7, passed: [] });
    expect(reminderStepDue(posted(8), STEPS, [])).toEqual({ step: 7, passed: [] });
    expect(reminderStepDue(posted(13), STEPS, [7])).toBeNull();
    expect(reminderStepDue(posted(14), STEPS, [7])).toEqual({ step: 14, passed: [] });
    expect(reminderStepDue(posted(29), STEPS, [7, 14])).toBeNull();
    expect(reminderStepDue(posted(30), STEPS, [7, 14])).toEqual({ step: 30, passed: [] });
    expect(reminderStepDue(posted(31), STEPS, [7, 14])).toEqual({ step: 30, passed: [] });
  });

  it('never reminds a step twice, nor a lower step after a higher one', () => {
    expect(reminderStepDue(posted(8), STEPS, [7])).toBeNull();
    expect(reminderStepDue(posted(31), STEPS, [7, 14, 30])).toBeNull();
    expect(reminderStepDue(posted(20), [10, 20], [30])).toBeNull();
  });

  it('sends only the highest step reached to an invoice never reminded, the lower ones passed', () => {
    expect(reminderStepDue(posted(31), STEPS, [])).toEqual({ step: 30, passed: [7, 14] });
    expect(reminderStepDue(posted(15), STEPS, [])).toEqual({ step: 14, passed: [7] });
    expect(reminderStepDue(posted(40), STEPS, [7])).toEqual({ step: 30, passed: [14] });
  });

  it('leaves out paid, cancelled and unposted invoices', () => {
    expect(reminderStepDue(posted(31, 0), STEPS, [])).toBeNull();
    expect(reminderStepDue(posted(31, -500), STEPS, [])).toBeNull();
    expect(reminderStepDue({ ...posted(31), status: 'Cancelled', openFils: 0 }, STEPS, [])).toBeNull();
    expect(reminderStepDue({ ...posted(31), status: 'Approved' }, STEPS, [])).toBeNull();
    expect(reminderStepDue({ ...posted(31), status: 'Created' }, STEPS, [])).toBeNull();
  });
});

describe('reminderAddress', () => {
  const customer = { name: 'Acme Trading', email: 'accounts@acme.bh', remindersOn: true };

  it("is the customer's own e-mail, named", () => {
    expect(reminderAddress(customer)).toEqual({ name: 'Acme Trading', address: 'accounts@acme.bh' });
    expect(reminderAddress({ ...customer, name: 'Acme <Gulf>' })).toEqual({ name: null, address: 'accounts@acme.bh' });
  });

  it('is none for a customer who did not opt in or has no usable e-mail', () => {
    expect(reminderAddress({ ...customer, remindersOn: false })).toBeNull();
    expect(reminderAddress({ ...customer, email: null })).toBeNull();
    expect(reminderAddress({ ...customer, email: '  ' })).toBeNull();
    expect(reminderAddress({ ...customer, email: 'not an address' })).toBeNull();
  });
});

describe('reminderRunDue', () => {
  // 05:00 UTC is 08:00 in Bahrain (UTC+3 all year).
  const at = (iso: string) => new Date(iso);

  it("is today's company day once the hour has come and today was not run", () => {
    expect(reminderRunDue(at('2026-11-26T04:59:00Z'), 'Asia/Bahrain', 8, '2026-11-25')).toBeNull();
    expect(reminderRunDue(at('2026-11-26T05:00:00Z'), 'Asia/Bahrain', 8, '2026-11-25')).toBe('2026-11-26');
    expect(reminderRunDue(at('2026-11-26T05:00:00Z'), 'Asia/Bahrain', 8, null)).toBe('2026-11-26');
    expect(reminderRunDue(at('2026-11-26T20:00:00Z'), 'Asia/Bahrain', 8, '2026-11-26')).toBeNull();
  });

  it("counts the company's day, not UTC's", () => {
    expect(reminderRunDue(at('2026-11-26T21:30:00Z'), 'Asia/Bahrain', 0, '2026-11-26')).toBe('2026-11-27');
  });
});

describe('reminderMailText', () => {
  it('lists each invoice with its dates, days overdue and open amount in BD, and their total', () => {
    const text = reminderMailText({
      partyName: 'Acme Trading',
      companyName: 'Gulf Haulage W.L.L.',
      invoices: [
        { document: 'INV-ARG-5', date: '2026-09-01', dueDate: '2026-10-01', daysOverdue: 31, openFils: 1_050_000 },
        { document: 'INV-ARG-9', date: '2026-10-10', dueDate: '2026-10-25', daysOverdue: 7, openFils: 88_500 },
      ],
    });
    expect(text.subject).toBe('Payment reminder: 2 overdue invoices from Gulf Haulage W.L.L.');
    expect(text.message).toContain('INV-ARG-5  dated 01/09/2026  due 01/10/2026  31 days overdue  BD 1,050.000 open');
    expect(text.message).toContain('INV-ARG-9  dated 10/10/2026  due 25/10/2026  7 days overdue  BD 88.500 open');
    expect(text.message).toContain('Total overdue: BD 1,138.500');
    expect(text.message).toMatch(/^Dear Acme Trading,/);
  });
});
