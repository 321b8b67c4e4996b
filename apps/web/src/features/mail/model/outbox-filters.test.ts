import { describe, expect, it } from 'vitest';
import type { OutboxListMail } from '@fleetledger/shared/mail/mail.contract';
import { mailedDocumentPath, outboxFiltersFrom, outboxSearch } from './outbox-filters';

const mail = (more: Partial<OutboxListMail>): OutboxListMail => ({
  id: 1,
  document: 'invoice',
  number: 5,
  document_text: 'INV-ARG-5',
  customer_id: null,
  period_from: null,
  period_to: null,
  to: [],
  cc: [],
  subject: 'S',
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: null,
  queued_at: '2026-10-05T06:00:00.000Z',
  queued_by: null,
  reminder_step: null,
  ...more,
});

describe('the outbox filters in the address', () => {
  it('reads what the address holds, and an unknown status as any', () => {
    expect(outboxFiltersFrom(new URLSearchParams('status=failed&number=INV-ARG-5&from=2026-10-01'))).toEqual({
      status: 'failed',
      number: 'INV-ARG-5',
      from: '2026-10-01',
      to: '',
    });
    expect(outboxFiltersFrom(new URLSearchParams('status=lost')).status).toBe('');
  });

  it('writes only the filters set, and the page after the first', () => {
    const filters = { status: '', number: ' INV-ARG-5 ', from: '', to: '2026-10-31' } as const;
    expect(outboxSearch(filters).toString()).toBe('number=INV-ARG-5&to=2026-10-31');
    expect(outboxSearch(filters, 40).toString()).toBe('number=INV-ARG-5&to=2026-10-31&before_id=40');
  });
});

describe('mailedDocumentPath', () => {
  it("opens the document's own page, or the customer's statement for the period", () => {
    expect(mailedDocumentPath(mail({}))).toBe('/invoice/5');
    expect(mailedDocumentPath(mail({ document: 'receipt_voucher', number: 3 }))).toBe('/receipt/3');
    expect(mailedDocumentPath(mail({ document: 'payment_voucher', number: 4 }))).toBe('/payment/4');
    expect(
      mailedDocumentPath(
        mail({
          document: 'statement',
          number: null,
          customer_id: 7,
          period_from: '2026-10-01',
          period_to: '2026-10-31',
        }),
      ),
    ).toBe('/books/statement?customer_id=7&from=2026-10-01&to=2026-10-31');
  });
});
