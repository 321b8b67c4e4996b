/** A purchase item: a debit on Diesel (29) of `amount` BD before VAT. */
export const purchaseItem = (amount: number, vat_percentage: 0 | 10 = 10, overrides: Record<string, unknown> = {}) => ({
  account_id: 29,
  job_id: null,
  truck_id: null,
  cr_dr: 'dr',
  qty: 1,
  amount,
  vat_percentage,
  description: 'Diesel',
  ...overrides,
});
