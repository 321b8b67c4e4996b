/**
 * Invoice lines as the invoice screen sends them, for the tests that make invoices through the API: a
 * manual line on Sales (account 25), a discount (account 37, a debit outside VAT), and a job line that
 * charges each of its jobs the same unit amount.
 */

/** A manual line: `qty` units of `amount` BD at the VAT rate, credited to Sales. */
export const salesLine = (qty: number, amount: number, vat: 0 | 10 = 10, description = 'Storage') => ({
  account_id: 25,
  job_id: null,
  qty,
  amount,
  vat_percentage: vat,
  cr_dr: 'cr',
  description,
});

/** A discount of `amount` BD: it takes from the total and carries no VAT. */
export const discountLine = (amount: number) => ({
  account_id: 37,
  job_id: null,
  qty: 1,
  amount,
  vat_percentage: 0,
  cr_dr: 'dr',
  description: 'Discount',
});

/** A job line of these jobs at the unit amount (0 % VAT). */
export const jobLine = (ids: number[], unit: number) => ({
  account_id: 25,
  job_id: ids.join(','),
  qty: ids.length,
  amount: unit,
  vat_percentage: 0,
  cr_dr: 'cr',
  description: 'Transportation charge',
});
