import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  documentNumberOf,
  entryRecordText,
  recordKindLabel,
  recordPath,
  recordText,
} from './audit-log.rules';

describe('a record in the audit log as users know it', () => {
  it('names a document by its printed number and links its page by that number', () => {
    expect(recordText('invoice', '12', '3')).toBe('INV-ARG-12');
    expect(recordText('debit_note', '4', '9')).toBe('DN-ARG-4');
    expect(recordText('journal', '7', '7')).toBe('JV-ARG-7');
    expect(recordPath('invoice', '12', '3')).toBe('/invoice/12');
    expect(recordPath('credit_note', '5', '1')).toBe('/credit-note/5');
  });

  it('names other records by their name, a record that is gone by its id, and none without either', () => {
    expect(recordText('customer', 'Gulf Cargo', '8')).toBe('Gulf Cargo');
    expect(recordText('invoice', null, '3')).toBe('#3');
    expect(recordPath('invoice', null, '3')).toBeNull();
    expect(recordText('books', null, null)).toBe('');
    expect(recordPath('expense', null, '41')).toBe('/expense-edit/41');
    expect(recordPath('job', '101', '101')).toBeNull();
  });

  it('names an entry with no record of its own by its kind, and a setting in words', () => {
    expect(entryRecordText('books', null, null)).toBe('Lock date');
    expect(entryRecordText('database', null, null)).toBe('Database');
    expect(entryRecordText('settings', null, 'security_codes')).toBe('Security codes');
    expect(entryRecordText('settings', null, 'company')).toBe('Company details');
    expect(entryRecordText('customer', 'Gulf Cargo', '8')).toBe('Gulf Cargo');
  });

  it('reads a typed number with or without its prefix, in any case, and refuses anything else', () => {
    expect(documentNumberOf('invoice', 'INV-ARG-12')).toBe(12);
    expect(documentNumberOf('invoice', ' inv-arg-12 ')).toBe(12);
    expect(documentNumberOf('invoice', '12')).toBe(12);
    expect(documentNumberOf('invoice', 'PV-ARG-12')).toBeNull();
    expect(documentNumberOf('invoice', 'INV-ARG-')).toBeNull();
    expect(documentNumberOf('invoice', '1'.repeat(16))).toBeNull();
    expect(documentNumberOf('customer', '12')).toBeNull();
  });

  it('says kinds and actions in words, and an unknown one as written', () => {
    expect(recordKindLabel('books')).toBe('Lock date');
    expect(recordKindLabel('spaceship')).toBe('spaceship');
    expect(actionLabel('sign_in_failed')).toBe('Sign-in failed');
    expect(actionLabel('toString')).toBe('toString');
  });
});
