import { NAME_MAX } from '../jobs/jobs.rules';

/**
 * A recipient as a clerk types it: `name@host.domain`, or `Name <name@host.domain>` with the name
 * written as RFC 5322 writes a display name: plain words, or in double quotes when it holds anything
 * else (a comma, a dot, a quote or backslash escaped by a backslash). Nothing that could end a mail
 * header (CR, LF, other control characters) is taken, in the name or the address, so no recipient can
 * add a header of its own.
 */
export interface MailAddress {
  name: string | null;
  address: string;
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
// Control characters end or bend a header line; none has any business in a name or an address.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const LINE_BREAK = /[\r\n]/;
/** Words of atext (RFC 5322 3.2.3, any letter beyond ASCII as RFC 6532 allows): a name that needs no quotes. */
const ATOMS =
  /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\u{10ffff}]+(?: [A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\u{10ffff}]+)*$/u;
/** An unquoted name as typed: atoms, spaces, and the dots RFC 5322 still reads (obs-phrase, "Co. W.L.L."). */
const TYPED_WORDS = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\u{10ffff}. ]+$/u;
const ANGLED = /^\s*<([^<>]*)>$/;

/** The name as it stands in a header: as it is when plain words, else quoted with `\` before `"` and `\`. */
function displayName(name: string): string {
  return ATOMS.test(name) ? name : `"${name.replace(/[\\"]/g, '\\$&')}"`;
}

/** The recipient as a header writes it, and as parseMailAddress reads it back. */
export function formatMailAddress(recipient: MailAddress): string {
  return recipient.name === null || recipient.name === ''
    ? recipient.address
    : `${displayName(recipient.name)} <${recipient.address}>`;
}

/** A quoted name at the start of the text: its words unescaped and what follows it; null when it never closes. */
function quotedName(text: string): { name: string; rest: string } | null {
  let name = '';
  for (let at = 1; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === '"') return { name, rest: text.slice(at + 1) };
    if (char === '\\') at += 1;
    if (at < text.length) name += text[at];
  }
  return null;
}

/** The name and the angled address of `Name <address>`, or null when the text is not of that shape. */
function namedParts(text: string): { name: string; address: string } | null {
  if (text.startsWith('"')) {
    const quoted = quotedName(text);
    const angled = quoted === null ? null : ANGLED.exec(quoted.rest);
    return angled === null ? null : { name: quoted!.name, address: angled[1]! };
  }
  const open = text.lastIndexOf('<');
  if (open === -1 || !text.endsWith('>')) return null;
  const name = text.slice(0, open).trim();
  if (name !== '' && !TYPED_WORDS.test(name)) return null;
  return { name, address: text.slice(open + 1, -1) };
}

/** The recipient, or null when it is no address a mail can go to. */
export function parseMailAddress(text: string): MailAddress | null {
  if (CONTROL.test(text)) return null;
  const trimmed = text.trim();
  const named = trimmed.endsWith('>') ? namedParts(trimmed) : { name: '', address: trimmed };
  if (named === null) return null;
  const address = named.address.trim();
  const name = named.name.trim();
  if (address.length > 254 || !ADDRESS.test(address) || name.length > NAME_MAX) return null;
  return { name: name === '' ? null : name, address };
}

/** True when a recipient as typed runs over a line break (said apart: it is no mistyped address). */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAK.test(text);
}

/** True when a subject is one header line: no CR, LF or other control character. */
export function isOneHeaderLine(text: string): boolean {
  return !CONTROL.test(text);
}

/**
 * Recipients as typed in one box: separated by commas, semicolons or line breaks, except inside a
 * quoted name ("Al Noor, Accounts" <a@noor.bh>, where `\"` is a quote of the name) or angle brackets.
 * Blank pieces are dropped; each piece is checked apart.
 */
export function splitRecipients(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  let escaped = false;
  for (const char of text) {
    if (escaped) escaped = false;
    else if (quoted && char === '\\') escaped = true;
    else if (char === '"' && !angled) quoted = !quoted;
    else if (char === '<' && !quoted) angled = true;
    else if (char === '>' && !quoted) angled = false;
    else if (!quoted && !angled && (char === ',' || char === ';' || char === '\n')) {
      pieces.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  pieces.push(current);
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
}
