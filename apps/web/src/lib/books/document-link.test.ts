import { describe, expect, it } from 'vitest';
import { NUMBERED_DOCUMENT_PAGES } from '../../testing/document-pages';
import { documentLink } from './document-link';

describe('documentLink', () => {
  it.each([
    ...NUMBERED_DOCUMENT_PAGES,
    ['receipt', 'RCPT-ARG-4', '/receipt/4'],
    ['payment', 'PAY-ARG-3', '/payment/3'],
    ['credit_allocation', 'CN-ARG-3', '/credit-note/3'],
  ] as const)("opens a %s's page by its number (%s)", (kind, number, page) => {
    expect(documentLink(kind, number)).toBe(page);
  });

  it('links an expense nowhere by its number, nor a number it cannot read', () => {
    expect(documentLink('expense', 'EXP-3')).toBeUndefined();
    expect(documentLink('invoice', 'INV-ARG-')).toBeUndefined();
  });
});
