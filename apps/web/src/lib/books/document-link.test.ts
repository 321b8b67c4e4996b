import { describe, expect, it } from 'vitest';
import { documentLink } from './document-link';

describe('documentLink', () => {
  it("opens an invoice's, a purchase's, a receipt's, a payment's and a journal's page by its number", () => {
    expect(documentLink('invoice', 'INV-ARG-12')).toBe('/invoice/12');
    expect(documentLink('purchase', 'PV-ARG-7')).toBe('/purchase/7');
    expect(documentLink('receipt', 'RCPT-ARG-4')).toBe('/receipt/4');
    expect(documentLink('payment', 'PAY-ARG-3')).toBe('/payment/3');
    expect(documentLink('journal', 'JV-ARG-5')).toBe('/journal/5');
  });

  it('links a credit note nowhere, nor a number it cannot read', () => {
    expect(documentLink('credit_note', 'CN-ARG-3')).toBeUndefined();
    expect(documentLink('invoice', 'INV-ARG-')).toBeUndefined();
  });
});
