import { describe, expect, it } from 'vitest';
import { formatMailAddress, hasLineBreak, isOneHeaderLine, parseMailAddress, splitRecipients } from './mail-address';

describe('parseMailAddress', () => {
  it.each([
    ['accounts@pearl.bh', null, 'accounts@pearl.bh'],
    ['  Pearl Cold Stores <accounts@pearl.bh> ', 'Pearl Cold Stores', 'accounts@pearl.bh'],
    ['"Al Noor, Accounts" <a@noor.com.bh>', 'Al Noor, Accounts', 'a@noor.com.bh'],
    ['"Al Noor Accounts" <a@noor.com.bh>', 'Al Noor Accounts', 'a@noor.com.bh'],
    ['مخازن اللؤلؤ <a@pearl.bh>', 'مخازن اللؤلؤ', 'a@pearl.bh'],
    ['Pearl Co. W.L.L. <a@pearl.bh>', 'Pearl Co. W.L.L.', 'a@pearl.bh'],
    ['"The \\"Best\\" \\\\ Co" <a@best.bh>', 'The "Best" \\ Co', 'a@best.bh'],
    ['"" <a@best.bh>', null, 'a@best.bh'],
  ])('takes %s as a bare or named address', (text, name, address) => {
    expect(parseMailAddress(text)).toEqual({ name, address });
  });

  it("takes a name as long as any customer's, commas and all", () => {
    expect(parseMailAddress(`"${LONG_NAME}" <billing@mahmood.bh>`)).toEqual({
      name: LONG_NAME,
      address: 'billing@mahmood.bh',
    });
    expect(parseMailAddress(`"${'n'.repeat(121)}" <billing@mahmood.bh>`)).toBeNull();
  });

  it('refuses a name RFC 5322 would not read: specials unquoted, a quote never closed, words after the quotes', () => {
    for (const text of [
      'Al Noor, Accounts <a@noor.bh>',
      'Acme (Accounts) <a@acme.bh>',
      'Back\\slash <a@acme.bh>',
      '"Al Noor <a@noor.bh>',
      '"Al Noor" Accounts <a@noor.bh>',
      '"Al \\"Noor <a@noor.bh>',
    ])
      expect(parseMailAddress(text), text).toBeNull();
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

const LONG_NAME =
  'Al Mahmood International Container Haulage, Freight Forwarding, Customs Clearance & Warehousing W.L.L.';

describe('formatMailAddress', () => {
  it('writes plain words as they are, and quotes any other name as RFC 5322 does', () => {
    expect(formatMailAddress({ name: null, address: 'a@pearl.bh' })).toBe('a@pearl.bh');
    expect(formatMailAddress({ name: 'Pearl Cold Stores', address: 'a@pearl.bh' })).toBe(
      'Pearl Cold Stores <a@pearl.bh>',
    );
    expect(formatMailAddress({ name: 'مخازن اللؤلؤ', address: 'a@pearl.bh' })).toBe('مخازن اللؤلؤ <a@pearl.bh>');
    expect(formatMailAddress({ name: 'Al Noor, Accounts', address: 'a@noor.bh' })).toBe(
      '"Al Noor, Accounts" <a@noor.bh>',
    );
    expect(formatMailAddress({ name: 'Pearl W.L.L.', address: 'a@pearl.bh' })).toBe('"Pearl W.L.L." <a@pearl.bh>');
    expect(formatMailAddress({ name: 'The "Best" Co', address: 'a@best.bh' })).toBe('"The \\"Best\\" Co" <a@best.bh>');
    expect(formatMailAddress({ name: 'Back\\slash', address: 'a@best.bh' })).toBe('"Back\\\\slash" <a@best.bh>');
    expect(formatMailAddress({ name: 'مؤسسة النور، للنقل (ذ.م.م)', address: 'a@noor.bh' })).toBe(
      '"مؤسسة النور، للنقل (ذ.م.م)" <a@noor.bh>',
    );
  });

  it('is read back by parseMailAddress as it was, whatever the name holds', () => {
    for (const name of [
      LONG_NAME,
      'Al Noor, Accounts',
      'The "Best" Co',
      'Back\\slash\\',
      '"',
      'A <b@c.bh>',
      'مؤسسة النور، للنقل (ذ.م.م)',
      'Semi; colon',
      'Pearl Cold Stores',
    ]) {
      const recipient = { name, address: 'billing@noor.com.bh' };
      expect(parseMailAddress(formatMailAddress(recipient)), name).toEqual(recipient);
      expect(splitRecipients(`${formatMailAddress(recipient)}, x@y.bh`), name).toEqual([
        formatMailAddress(recipient),
        'x@y.bh',
      ]);
    }
  });
});

describe('hasLineBreak', () => {
  it('finds a CR or LF anywhere, and nothing else', () => {
    expect(hasLineBreak('a@pearl.bh\r\nBcc: x@evil.com')).toBe(true);
    expect(hasLineBreak('Pearl\n<a@pearl.bh>')).toBe(true);
    expect(hasLineBreak('Pearl\t<a@pearl.bh>')).toBe(false);
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
    expect(
      splitRecipients('"Back\\\\" <b@acme.bh>, "Say \\"hi, there\\"" <c@acme.bh>;مخازن اللؤلؤ <a@pearl.bh>'),
    ).toEqual(['"Back\\\\" <b@acme.bh>', '"Say \\"hi, there\\"" <c@acme.bh>', 'مخازن اللؤلؤ <a@pearl.bh>']);
    expect(splitRecipients(' , ;\n')).toEqual([]);
    expect(splitRecipients('')).toEqual([]);
  });
});
