import { describe, expect, it } from 'vitest';
import { NUMBERED_DOCUMENT_PAGES } from '../../testing/document-pages';
import { documentLink } from './document-link';

describe('documentLink', () => {
  it.each([
    ...NUMBERED_DOCUMENT_PAGES,
    ['receipt', 'RCPT-ARG-4', '/receipt/4'],
    ['payment', 'PAY-ARG-3', '/payment/3'],
    ['credit_allocation', 'CN-ARG-3', '/credit-note/3'],
    ['expense', 'EXP-3', '/expense-edit/3'],
    ['expense_payment', 'EXP-3', '/expense-edit/3'],
    ['opening_balance', 'OB-1', '/books/opening-balances'],
  ] as const)("opens a %s's page by its number (%s)", (kind, number, page) => {
    expect(documentLink(kind, number)).toBe(page);
  });

  it('links nowhere by a number it cannot read', () => {
    expect(documentLink('invoice', 'INV-ARG-')).toBeUndefined();
    expect(documentLink('expense', 'EXP-')).toBeUndefined();
  });
});
