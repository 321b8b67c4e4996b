import { describe, expect, it } from 'vitest';
import { vatDocumentLink } from './vat-document-link';

describe('vatDocumentLink', () => {
  it.each([
    ['invoice', 'INV-ARG-12', '/invoice/12'],
    ['credit_note', 'CN-ARG-3', '/credit-note/3'],
    ['debit_note', 'DN-ARG-1', '/debit-note/1'],
    ['purchase', 'PV-ARG-7', '/purchase/7'],
    ['expense', 'EXP-40', '/expense-edit/40'],
    ['journal', 'JV-ARG-5', '/journal/5'],
  ])("opens a %s's page by its printed number (%s)", (kind, number, page) => {
    expect(vatDocumentLink(kind, number)).toBe(page);
  });

  it('links an opening balance nowhere, nor a number it cannot read', () => {
    expect(vatDocumentLink('opening_balance', 'OB-1')).toBeUndefined();
    expect(vatDocumentLink('credit_note', 'CN-ARG-')).toBeUndefined();
    expect(vatDocumentLink('something_else', 'X-1')).toBeUndefined();
  });
});
