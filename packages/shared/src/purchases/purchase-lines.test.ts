import { describe, expect, it } from 'vitest';
import { purchaseLineAmounts, purchaseNumberText, purchaseTotals } from './purchase-lines';

describe('purchase item amounts', () => {
  const line = { quantity: 2, unitFils: 10_005, vatPercent: 10 };

  it('is positive on the account side with VAT added for a debit item', () => {
    expect(purchaseLineAmounts({ ...line, crDr: 'dr' }, 'dr')).toEqual({
      vatableFils: 20_010,
      vatFils: 2_001,
      signedVatableFils: 20_010,
      signedTotalFils: 22_011,
    });
  });

  it('is negative against the account side, and a credit item subtracts its VAT', () => {
    expect(purchaseLineAmounts({ ...line, crDr: 'cr' }, 'dr')).toEqual({
      vatableFils: 20_010,
      vatFils: 2_001,
      signedVatableFils: -20_010,
      signedTotalFils: -22_011,
    });
    expect(purchaseLineAmounts({ ...line, crDr: 'cr' }, 'cr').signedTotalFils).toBe(18_009);
    expect(purchaseLineAmounts({ ...line, crDr: 'dr' }, 'cr').signedTotalFils).toBe(-18_009);
  });

  it('totals signed items, adding debit VAT and subtracting credit VAT', () => {
    const debit = { crDr: 'dr' as const, ...purchaseLineAmounts({ ...line, crDr: 'dr' }, 'dr') };
    const credit = {
      crDr: 'cr' as const,
      ...purchaseLineAmounts({ quantity: 1, unitFils: 5_000, vatPercent: 10, crDr: 'cr' }, 'dr'),
    };
    expect(purchaseTotals([debit, credit])).toEqual({
      vatableFils: 20_010 - 5_000,
      vatFils: 2_001 - 500,
      totalFils: 22_011 - 5_500,
    });
    expect(purchaseTotals([])).toEqual({ vatableFils: 0, vatFils: 0, totalFils: 0 });
  });

  it('prints PV-ARG- numbers', () => {
    expect(purchaseNumberText(12)).toBe('PV-ARG-12');
  });
});
