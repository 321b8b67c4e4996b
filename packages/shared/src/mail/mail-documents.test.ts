import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES } from '../documents/document-status';
import { mailRefusal } from './mail-documents';

describe('mailRefusal', () => {
  it('sends an invoice, receipt or payment only once it is Posted', () => {
    for (const document of ['invoice', 'receipt_voucher', 'payment_voucher'] as const) {
      expect(mailRefusal(document, 'Posted')).toBeNull();
      for (const status of DOCUMENT_STATUSES.filter((candidate) => candidate !== 'Posted'))
        expect(mailRefusal(document, status), `${document} ${status}`).toMatch(/is not posted/);
    }
    expect(mailRefusal('invoice', 'Approved')).toBe('This invoice is not posted: only an issued document is sent');
  });

  it('sends a credit note and a statement whenever they exist', () => {
    expect(mailRefusal('credit_note', null)).toBeNull();
    expect(mailRefusal('statement', null)).toBeNull();
  });
});
