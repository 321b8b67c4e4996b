import { bdToFils, formatFils } from '@fleetledger/shared/money';

/**
 * Amounts as staff type or paste them ('1,234.5', 'BD 12', '7') and as the grid shows them
 * ('1,234.500'). Text is read digit by digit into fils, never through a float.
 */
const AMOUNT = /^(\d+)(?:\.(\d{0,3}))?$/;

/** Fils of a typed amount; null when the text is not an amount of at most 3 decimals. */
export function parseMoneyFils(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^BD\s*/i, '')
    .replace(/,/g, '');
  const match = AMOUNT.exec(cleaned);
  if (match === null) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  const fils = whole * 1000 + fraction;
  return Number.isSafeInteger(fils) ? fils : null;
}

/** Grid text of an amount from the server (BD number); empty for zero when the amount is optional. */
export function moneyTextFromBd(bd: number, blankWhenZero: boolean): string {
  const fils = bdToFils(bd);
  return blankWhenZero && fils === 0 ? '' : formatFils(fils);
}

/** A typed amount written the way the grid shows it; text that is not an amount stays as typed. */
export function normaliseMoneyText(text: string, blankWhenZero: boolean): string {
  if (text.trim() === '') return '';
  const fils = parseMoneyFils(text);
  if (fils === null) return text.trim();
  return blankWhenZero && fils === 0 ? '' : formatFils(fils);
}
