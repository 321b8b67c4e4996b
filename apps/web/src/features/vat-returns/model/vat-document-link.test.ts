import { describe, expect, it } from 'vitest';
import { NUMBERED_DOCUMENT_PAGES } from '../../../testing/document-pages';
import { vatDocumentLink } from './vat-document-link';

describe('vatDocumentLink', () => {
  it.each([...NUMBERED_DOCUMENT_PAGES, ['expense', 'EXP-40', '/expense-edit/40'] as const])(
    "opens a %s's page by its printed number (%s)",
    (kind, number, page) => {
      expect(vatDocumentLink(kind, number)).toBe(page);
    },
  );

  it('links an opening balance nowhere, nor a number it cannot read', () => {
    expect(vatDocumentLink('opening_balance', 'OB-1')).toBeUndefined();
    expect(vatDocumentLink('credit_note', 'CN-ARG-')).toBeUndefined();
    expect(vatDocumentLink('something_else', 'X-1')).toBeUndefined();
  });
});
