import { printedNumber } from '../documents/document-number-prefixes';
import { lineAmounts } from '../documents/document-line';

export type Side = 'dr' | 'cr';

/**
 * A purchase item's amounts: vatable and VAT as for every line; signed by the account's natural
 * side (positive when the item's DR/CR matches it, else negative); the signed total adds the VAT on
 * a debit item and subtracts it on a credit item.
 */
export function purchaseLineAmounts(
  line: { quantity: number; unitFils: number; vatPercent: number; crDr: Side },
  accountSide: Side,
) {
  const { vatableFils, vatFils } = lineAmounts(line);
  const signedVatableFils = line.crDr === accountSide ? vatableFils : -vatableFils;
  const signedTotalFils = signedVatableFils + (line.crDr === 'dr' ? vatFils : -vatFils);
  return { vatableFils, vatFils, signedVatableFils, signedTotalFils };
}

export function purchaseNumberText(number: number): string {
  return printedNumber('purchase', number);
}

/**
 * A voucher's totals from its items' signed amounts: the VAT is added for debit items and
 * subtracted for credit items, as in each item's signed total.
 */
export function purchaseTotals(
  items: readonly { crDr: Side; vatFils: number; signedVatableFils: number; signedTotalFils: number }[],
) {
  return items.reduce(
    (sum, item) => ({
      vatableFils: sum.vatableFils + item.signedVatableFils,
      vatFils: sum.vatFils + (item.crDr === 'dr' ? item.vatFils : -item.vatFils),
      totalFils: sum.totalFils + item.signedTotalFils,
    }),
    { vatableFils: 0, vatFils: 0, totalFils: 0 },
  );
}
