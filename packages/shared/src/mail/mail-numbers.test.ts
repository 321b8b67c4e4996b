import { describe, expect, it } from 'vitest';
import { MAIL_DOCUMENTS } from './mail.contract';
import { documentsNumbered, mailNumberFrom, mailNumberText, type NumberedMailDocument } from './mail-numbers';

describe('mailNumberText', () => {
  it('names each numbered document as users read it', () => {
    const numbered = MAIL_DOCUMENTS.filter((document): document is NumberedMailDocument => document !== 'statement');
    expect(numbered.map((document) => mailNumberText(document, 7))).toEqual([
      'INV-ARG-7',
      'CN-ARG-7',
      'DN-ARG-7',
      'RCPT-ARG-7',
      'PAY-ARG-7',
    ]);
  });
});

describe('mailNumberFrom', () => {
  it.each([
    ['invoice', '2', 2],
    ['invoice', 'INV-ARG-2', 2],
    ['invoice', ' inv-arg-12 ', 12],
    ['credit_note', 'CN-ARG-3', 3],
    ['payment_voucher', 'PAY-ARG-9', 9],
  ] as const)('takes a %s number bare or as printed for its own kind, in any case (%s)', (document, text, number) => {
    expect(mailNumberFrom(document, text)).toBe(number);
  });

  it("refuses another kind's number, a number that is none, and 0", () => {
    for (const text of ['CN-ARG-2', 'INV-2', 'INV-ARG-', 'INV-ARG-2x', 'abc', '', '0', 'INV-ARG-0', '1234567890123456'])
      expect(mailNumberFrom('invoice', text), text).toBeNull();
  });
});

describe('documentsNumbered', () => {
  it('names one document when printed, and each kind of that number when bare', () => {
    expect(documentsNumbered('INV-ARG-2')).toEqual([{ document: 'invoice', number: 2 }]);
    expect(documentsNumbered('rcpt-arg-4')).toEqual([{ document: 'receipt_voucher', number: 4 }]);
    expect(documentsNumbered('5').map((found) => found.document)).toEqual([
      'invoice',
      'credit_note',
      'debit_note',
      'receipt_voucher',
      'payment_voucher',
    ]);
    expect(documentsNumbered('XYZ-5')).toEqual([]);
  });
});
