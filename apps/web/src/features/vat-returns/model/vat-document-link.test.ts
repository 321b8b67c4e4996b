import { describe, expect, it } from 'vitest';
import { vatDocumentLink } from './vat-document-link';

describe('vatDocumentLink', () => {
  it('opens the page of a document the books know, as the books link it (lib/books/document-link)', () => {
    expect(vatDocumentLink('credit_note', 'CN-ARG-3')).toBe('/credit-note/3');
    expect(vatDocumentLink('expense', 'EXP-40')).toBe('/expense-edit/40');
    expect(vatDocumentLink('opening_balance', 'OB-1')).toBe('/books/opening-balances');
  });

  it('links nowhere by a number it cannot read, nor a kind of document it does not know', () => {
    expect(vatDocumentLink('credit_note', 'CN-ARG-')).toBeUndefined();
    expect(vatDocumentLink('something_else', 'X-1')).toBeUndefined();
  });
});
