/** The lines and items the books' tests put on their invoices and purchase vouchers, as the API takes them. */

export interface InvoiceLine {
  account_id?: number;
  job_id?: string | null;
  qty: number;
  amount: number;
  vat_percentage: 0 | 10;
  cr_dr?: 'cr' | 'dr';
  description?: string;
}

export interface PurchaseItem {
  account_id: number;
  amount: number;
  vat_percentage: 0 | 10;
  /** A debit unless it says so: a credit item (goods returned) lowers what the voucher owes. */
  cr_dr?: 'dr' | 'cr';
}

/** A manual sales line on Transportation Sales. */
export const salesLine = (qty: number, amount: number, vat_percentage: 0 | 10): InvoiceLine => ({
  qty,
  amount,
  vat_percentage,
});
/** A discount: a debit on account 37, without VAT. */
export const discountLine = (amount: number): InvoiceLine => ({
  account_id: 37,
  qty: 1,
  amount,
  vat_percentage: 0,
  cr_dr: 'dr',
  description: 'Discount',
});
/** A line carrying the given jobs at `unit` each. */
export const jobsLine = (jobIds: readonly number[], unit: number): InvoiceLine => ({
  job_id: jobIds.join(','),
  qty: jobIds.length,
  amount: unit,
  vat_percentage: 0,
  description: 'Transportation charge',
});
