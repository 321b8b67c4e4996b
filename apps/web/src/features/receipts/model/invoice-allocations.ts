import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import type { CustomerInvoice } from '@fleetledger/shared/receipts/receipts.contract';
import { typedFils, type Allocation } from './receipt-drafts';

/** One invoice in the Allocate to Invoices modal, as the user has it. */
export interface AllocationRow {
  invoice: CustomerInvoice;
  selected: boolean;
  amount: string;
}

const fixed = (fils: number) => filsToBd(fils).toFixed(3);

/** The customer's invoices, those already allocated ticked with their amounts, the rest offered in full. */
export function allocationRows(
  invoices: readonly CustomerInvoice[],
  allocations: readonly Allocation[],
): AllocationRow[] {
  return invoices.map((invoice) => {
    const allocated = allocations.find((allocation) => allocation.invoiceId === invoice.id);
    return {
      invoice,
      selected: allocated !== undefined,
      amount: fixed(allocated?.amountFils ?? bdToFils(invoice.pending_amount)),
    };
  });
}

/**
 * An amount as the user types it: never above the invoice's pending amount, never below 0. Anything
 * in between stays as typed, so a half-typed '12.' is not rewritten under the cursor.
 */
export function typedAllocation(text: string, pendingAmount: number): string {
  if (text.trim().startsWith('-')) return '0';
  const bd = Number(text.trim());
  return Number.isFinite(bd) && bd > pendingAmount ? fixed(bdToFils(pendingAmount)) : text;
}

/** On leaving the box: a figure to the fil between 0 and the pending amount. */
export function settledAllocation(text: string, pendingAmount: number): string {
  const bd = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(bd) || bd < 0) return fixed(0);
  return fixed(Math.min(bdToFils(bd), bdToFils(pendingAmount)));
}

/** The ticked invoices with something to allocate, as the receipt's allocations. */
export function chosenAllocations(rows: readonly AllocationRow[]): Allocation[] {
  return rows.flatMap((row) => {
    const fils = typedFils(settledAllocation(row.amount, row.invoice.pending_amount)) ?? 0;
    return row.selected && fils > 0
      ? [{ itemId: null, invoiceId: row.invoice.id, invoiceNumber: row.invoice.number, amountFils: fils }]
      : [];
  });
}
