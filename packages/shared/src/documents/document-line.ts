import { bdToFils, hasAtMostThreeDecimals, MAX_BD, roundHalfAwayFromZero, vatFils } from '../money';
import type { LineForLimits } from '../money-limits';

/** Bahrain's standard rate, and zero for the zero-rated haulage most lines are. */
export const VAT_RATES = [0, 10] as const;
export type VatRate = (typeof VAT_RATES)[number];

export function isVatRate(value: unknown): value is VatRate {
  return VAT_RATES.some((rate) => rate === value);
}

export const MAX_LINE_QUANTITY = 1_000_000;

/** The screens of the system we replace number a new line locally above a million. */
export const LOCAL_LINE_IDS_ABOVE = 1_000_000;

/**
 * A line's id as an update means it: a stored line of this document keeps its id whatever its size (a
 * large database's line ids pass a million), an id above a million that is none of its lines is a new
 * line numbered on the screen, and anything else stays as sent for the caller to refuse.
 */
export function lineIdOnDocument(id: number | null | undefined, storedIds: ReadonlySet<number>): number | null {
  if (id === null || id === undefined) return null;
  return storedIds.has(id) || id <= LOCAL_LINE_IDS_ABOVE ? id : null;
}

/** A line's quantity: a whole number from 1 to a million. */
export function isLineQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY;
}

/** A line's unit amount in BD: above zero, at most MAX_BD, to the fil. */
export function isUnitAmount(value: unknown): value is number {
  return unitAmountProblem(value, 'amount', 'decimals') === null;
}

/**
 * Why a unit amount is refused, or null: `decimals` for an amount past the fil (it says what is
 * wrong, not merely "valid"), `required` for anything else.
 */
export function unitAmountProblem(value: unknown, required: string, decimals: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_BD) return required;
  return hasAtMostThreeDecimals(value) ? null : decimals;
}

export interface LineAmounts {
  vatableFils: number;
  vatFils: number;
  totalFils: number;
}

/**
 * One document line: vatable = quantity × unit amount, to the fil; VAT on that, rounded half away
 * from zero to the fil; total = vatable + VAT. Quantities may have up to 3 decimals.
 */
export function lineAmounts(line: { quantity: number; unitFils: number; vatPercent: number }): LineAmounts {
  const vatableFils = roundHalfAwayFromZero(line.quantity * line.unitFils);
  const vat = vatFils(vatableFils, line.vatPercent);
  return { vatableFils, vatFils: vat, totalFils: vatableFils + vat };
}

/** A document's totals are the sums of its lines' own rounded amounts, never a re-rounding of sums. */
export function documentTotals(lines: readonly LineAmounts[]): LineAmounts {
  return lines.reduce(
    (sum, line) => ({
      vatableFils: sum.vatableFils + line.vatableFils,
      vatFils: sum.vatFils + line.vatFils,
      totalFils: sum.totalFils + line.totalFils,
    }),
    { vatableFils: 0, vatFils: 0, totalFils: 0 },
  );
}

/** A line as sent (quantity, unit amount in BD, VAT percent), as the money limits read it. */
export function lineForLimits(item: { qty: unknown; amount: unknown; vat_percentage?: unknown }): LineForLimits {
  const { qty, amount } = item;
  const vat = item.vat_percentage ?? 0;
  const figures =
    isLineQuantity(qty) &&
    typeof amount === 'number' &&
    Number.isFinite(amount) &&
    amount > 0 &&
    hasAtMostThreeDecimals(amount) &&
    isVatRate(vat);
  return {
    amounts: [amount],
    totalFils: figures ? lineAmounts({ quantity: qty, unitFils: bdToFils(amount), vatPercent: vat }).totalFils : null,
  };
}
