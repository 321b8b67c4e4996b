import { describe, expect, it } from 'vitest';
import { NUMBERED_DOCUMENT_PAGES } from '../../../testing/document-pages';
import { vatDocumentLink } from './vat-document-link';

describe('vatDocumentLink', () => {
  it.each([
    ...NUMBERED_DOCUMENT_PAGES,
    ['expense', 'EXP-40', '/expense-edit/40'],
    ['opening_balance', 'OB-1', '/books/opening-balances'],
  ] as const)("opens a %s's page by its printed number (%s)", (kind, number, page) => {
    expect(vatDocumentLink(kind, number)).toBe(page);
  });

  it('links nowhere by a number it cannot read, nor a kind of document it does not know', () => {
    expect(vatDocumentLink('credit_note', 'CN-ARG-')).toBeUndefined();
    expect(vatDocumentLink('something_else', 'X-1')).toBeUndefined();
  });
});
