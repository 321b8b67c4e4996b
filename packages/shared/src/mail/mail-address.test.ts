import { describe, expect, it } from 'vitest';
import { isOneHeaderLine, parseMailAddress, splitRecipients } from './mail-address';

describe('parseMailAddress', () => {
  it('takes a bare address and a named one', () => {
    expect(parseMailAddress('accounts@pearl.bh')).toEqual({ name: null, address: 'accounts@pearl.bh' });
    expect(parseMailAddress('  Pearl Cold Stores <accounts@pearl.bh> ')).toEqual({
      name: 'Pearl Cold Stores',
      address: 'accounts@pearl.bh',
    });
    expect(parseMailAddress('"Al Noor, Accounts" <a@noor.com.bh>')).toEqual({
      name: 'Al Noor, Accounts',
      address: 'a@noor.com.bh',
    });
    expect(parseMailAddress('"Al Noor Accounts" <a@noor.com.bh>')).toEqual({
      name: 'Al Noor Accounts',
      address: 'a@noor.com.bh',
    });
    expect(parseMailAddress('مخازن اللؤلؤ <a@pearl.bh>')).toEqual({ name: 'مخازن اللؤلؤ', address: 'a@pearl.bh' });
  });

  it('refuses what is no address', () => {
    for (const text of ['', 'pearl', 'a@b', '@pearl.bh', 'a@@pearl.bh', 'a b@pearl.bh', 'a@pearl.bh, b@pearl.bh', '<>'])
      expect(parseMailAddress(text), text).toBeNull();
    expect(parseMailAddress(`${'a'.repeat(250)}@pearl.bh`)).toBeNull();
  });

  it('refuses a line break or any control character, in the name or the address', () => {
    for (const text of [
      'a@pearl.bh\r\nBcc: thief@evil.com',
      'Pearl\r\nBcc: thief@evil.com <a@pearl.bh>',
      'Pearl\n<a@pearl.bh>',
      'a@pearl.bh\u0000',
      'Pearl\u0007 <a@pearl.bh>',
    ])
      expect(parseMailAddress(text), JSON.stringify(text)).toBeNull();
  });
});

describe('isOneHeaderLine', () => {
  it('takes any text on one line, and refuses CR, LF and control characters', () => {
    expect(isOneHeaderLine('Invoice INV-ARG-5 — فاتورة')).toBe(true);
    expect(isOneHeaderLine('Invoice\r\nBcc: thief@evil.com')).toBe(false);
    expect(isOneHeaderLine('Invoice\nBcc: x')).toBe(false);
    expect(isOneHeaderLine('Invoice\u001b')).toBe(false);
  });
});

describe('splitRecipients', () => {
  it('splits on commas, semicolons and line breaks, but not inside a quoted name or angle brackets', () => {
    expect(splitRecipients('a@acme.bh, b@acme.bh; c@acme.bh\nd@acme.bh')).toEqual([
      'a@acme.bh',
      'b@acme.bh',
      'c@acme.bh',
      'd@acme.bh',
    ]);
    expect(splitRecipients('"Al Noor, Accounts" <a@noor.bh>, Pearl <p@pearl.bh>')).toEqual([
      '"Al Noor, Accounts" <a@noor.bh>',
      'Pearl <p@pearl.bh>',
    ]);
    expect(splitRecipients(' , ;\n')).toEqual([]);
    expect(splitRecipients('')).toEqual([]);
  });
});
