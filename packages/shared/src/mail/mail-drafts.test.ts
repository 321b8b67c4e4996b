import { describe, expect, it } from 'vitest';
import { mailDraftText } from './mail-drafts';

describe('mailDraftText', () => {
  it('names the document and the company, and greets the party', () => {
    expect(
      mailDraftText('invoice', {
        documentText: 'INV-ARG-5',
        partyName: 'Pearl Cold Stores',
        companyName: 'Gulf Haulage W.L.L.',
      }),
    ).toEqual({
      subject: 'Tax invoice INV-ARG-5 from Gulf Haulage W.L.L.',
      message:
        'Dear Pearl Cold Stores,\n\nPlease find attached our tax invoice INV-ARG-5.\n\nKind regards,\nGulf Haulage W.L.L.',
    });
    expect(
      mailDraftText('credit_note', { documentText: 'CN-ARG-1', partyName: 'Acme', companyName: 'Gulf Haulage' })
        .subject,
    ).toBe('Tax credit note CN-ARG-1 from Gulf Haulage');
  });

  it("dates a statement's period as users read dates", () => {
    expect(
      mailDraftText('statement', {
        documentText: null,
        partyName: 'Acme',
        companyName: 'Gulf Haulage',
        period: { from: '2026-10-01', to: '2026-10-31' },
      }).subject,
    ).toBe('Statement of account for 01/10/2026 to 31/10/2026 from Gulf Haulage');
  });

  it('leaves the company out while Settings have no name', () => {
    expect(
      mailDraftText('receipt_voucher', { documentText: 'RCPT-ARG-2', partyName: 'Acme', companyName: ' ' }),
    ).toEqual({
      subject: 'Receipt RCPT-ARG-2',
      message: 'Dear Acme,\n\nPlease find attached our receipt RCPT-ARG-2.\n\nKind regards',
    });
  });
});
