/**
 * A recipient as a clerk types it: `name@host.domain`, or `Name <name@host.domain>`. Nothing that could
 * end a mail header (CR, LF, other control characters) is taken, in the name or the address, so no
 * recipient can add a header of its own.
 */
export interface MailAddress {
  name: string | null;
  address: string;
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
const NAMED = /^(.*?)\s*<([^<>]*)>$/;
// Control characters end or bend a header line; none has any business in a name or an address.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The recipient, or null when it is no address a mail can go to. */
export function parseMailAddress(text: string): MailAddress | null {
  if (CONTROL.test(text)) return null;
  const trimmed = text.trim();
  const named = NAMED.exec(trimmed);
  const name = named === null ? null : named[1]!.replace(/^"(.*)"$/, '$1').trim();
  const address = (named === null ? trimmed : named[2]!).trim();
  if (address.length > 254 || !ADDRESS.test(address)) return null;
  if (name !== null && (name.length > 100 || /["<>]/.test(name))) return null;
  return { name: name === '' ? null : name, address };
}

/** True when a subject is one header line: no CR, LF or other control character. */
export function isOneHeaderLine(text: string): boolean {
  return !CONTROL.test(text);
}

/**
 * Recipients as typed in one box: separated by commas, semicolons or line breaks, except a comma in a
 * quoted name ("Al Noor, Accounts" <a@noor.bh>). Blank pieces are dropped; each piece is checked apart.
 */
export function splitRecipients(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === '<') angled = true;
    else if (char === '>') angled = false;
    if (!quoted && !angled && (char === ',' || char === ';' || char === '\n')) {
      pieces.push(current);
      current = '';
    } else current += char;
  }
  pieces.push(current);
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
}
