import { isIsoDate } from '@fleetledger/shared/dates';
import { settlesOn } from '@fleetledger/shared/documents/allocations';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import { typedFils, type Allocation } from './party-payment';

/** A posted document of the party with something still to pay: an invoice, a purchase. */
export interface PendingDocument {
  id: number;
  number: number;
  date: string;
  /** The number the party knows it by: a purchase's supplier bill number. */
  reference: string | null;
  pending_amount: number;
}

/**
 * The documents a voucher dated `voucherDate` may settle: those dated on or before it, as the server
 * allows (settlesOn); all of them while the voucher's date is not a date yet.
 */
export function settledOn(documents: readonly PendingDocument[], voucherDate: string): PendingDocument[] {
  return isIsoDate(voucherDate)
    ? documents.filter((document) => settlesOn(document.date, voucherDate))
    : [...documents];
}

/** One document in the Allocate modal, as the user has it. */
export interface AllocationRow {
  document: PendingDocument;
  selected: boolean;
  amount: string;
}

const fixed = (fils: number) => filsToBd(fils).toFixed(3);

/** The party's documents, those already allocated ticked with their amounts, the rest offered in full. */
export function allocationRows(
  documents: readonly PendingDocument[],
  allocations: readonly Allocation[],
): AllocationRow[] {
  return documents.map((document) => {
    const allocated = allocations.find((allocation) => allocation.documentId === document.id);
    return {
      document,
      selected: allocated !== undefined,
      amount: fixed(allocated?.amountFils ?? bdToFils(document.pending_amount)),
    };
  });
}

/**
 * An amount as the user types it: never above the document's pending amount, never below 0. Anything
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

/** The ticked documents with something to allocate, as the voucher's allocations. */
export function chosenAllocations(rows: readonly AllocationRow[]): Allocation[] {
  return rows.flatMap((row) => {
    const fils = typedFils(settledAllocation(row.amount, row.document.pending_amount)) ?? 0;
    return row.selected && fils > 0
      ? [{ itemId: null, documentId: row.document.id, documentNumber: row.document.number, amountFils: fils }]
      : [];
  });
}
