import { describe, expect, it } from 'vitest';
import { documentLink } from './document-link';

describe('documentLink', () => {
  it.each([
    ['invoice', 'INV-ARG-12', '/invoice/12'],
    ['purchase', 'PV-ARG-7', '/purchase/7'],
    ['receipt', 'RCPT-ARG-4', '/receipt/4'],
    ['payment', 'PAY-ARG-3', '/payment/3'],
    ['journal', 'JV-ARG-5', '/journal/5'],
    ['credit_note', 'CN-ARG-3', '/credit-note/3'],
    ['debit_note', 'DN-ARG-2', '/debit-note/2'],
    ['credit_allocation', 'CN-ARG-3', '/credit-note/3'],
  ] as const)("opens a %s's page by its number (%s)", (kind, number, page) => {
    expect(documentLink(kind, number)).toBe(page);
  });

  it('links an expense nowhere by its number, nor a number it cannot read', () => {
    expect(documentLink('expense', 'EXP-3')).toBeUndefined();
    expect(documentLink('invoice', 'INV-ARG-')).toBeUndefined();
  });
});
