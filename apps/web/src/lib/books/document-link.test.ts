import { describe, expect, it } from 'vitest';
import { documentLink } from './document-link';

describe('documentLink', () => {
  it.each([
    ['invoice', 'INV-ARG-12', '/invoice/12'],
    ['purchase', 'PV-ARG-7', '/purchase/7'],
    ['receipt', 'RCPT-ARG-4', '/receipt/4'],
    ['payment', 'PAY-ARG-3', '/payment/3'],
    ['journal', 'JV-ARG-5', '/journal/5'],
  ] as const)("opens a %s's page by its number (%s)", (kind, number, page) => {
    expect(documentLink(kind, number)).toBe(page);
  });

  it('links a credit note nowhere, nor a number it cannot read', () => {
    expect(documentLink('credit_note', 'CN-ARG-3')).toBeUndefined();
    expect(documentLink('invoice', 'INV-ARG-')).toBeUndefined();
  });
});
