import { formatDisplayDate } from '../dates';
import { formatBD } from '../money';

/** One part of a receipt or payment: the document it pays (null for an advance) and how much. */
export interface Allocation {
  documentId: number | null;
  amountFils: number;
}

/** A posted document of the party with something still to pay: its id, printed number, date and what is pending. */
export interface OpenDocument {
  id: number;
  number: string;
  date: string;
  pendingFils: number;
}

/**
 * Whether a receipt or payment dated `voucherDate` may settle a document dated `documentDate`: only
 * what was issued by then. Money paid before a bill existed is an advance, allocated once it does.
 */
export const settlesOn = (documentDate: string, voucherDate: string): boolean => documentDate <= voucherDate;

/** Why a voucher cannot settle a document dated after it, in the voucher's own noun. */
export const datedAfterMessage = (noun: 'receipt' | 'payment') => (number: string, date: string) =>
  `${number} is dated ${formatDisplayDate(date)}, after this ${noun}: a ${noun} can only settle what is dated on or before it`;

/** The ids the allocations pay, each once. */
export function allocatedIds(allocations: readonly Allocation[]): number[] {
  return [...new Set(allocations.flatMap((part) => (part.documentId === null ? [] : [part.documentId])))];
}

/**
 * What is wrong with the allocations of a receipt or payment dated `voucherDate`, keyed
 * `${field}_${index}`: each document paid must be one of the party's open ones, dated on or before the
 * voucher (settlesOn), and all the parts paying it together may not exceed what it has pending.
 */
export function allocationProblems(
  allocations: readonly Allocation[],
  open: readonly OpenDocument[],
  field: string,
  voucherDate: string,
  messages: {
    notOpen: (n: number) => string;
    overAllocated: (number: string, pending: string) => string;
    datedAfter: (number: string, date: string) => string;
  },
): Record<string, string> {
  const allocated = new Map<number, number>();
  for (const { documentId, amountFils } of allocations)
    if (documentId !== null) allocated.set(documentId, (allocated.get(documentId) ?? 0) + amountFils);
  const problems: Record<string, string> = {};
  allocations.forEach(({ documentId }, index) => {
    if (documentId === null) return;
    const document = open.find((candidate) => candidate.id === documentId);
    if (document === undefined) problems[`${field}_${index}`] = messages.notOpen(index + 1);
    else if (!settlesOn(document.date, voucherDate))
      problems[`${field}_${index}`] = messages.datedAfter(document.number, document.date);
    else if (allocated.get(documentId)! > document.pendingFils)
      problems[`${field}_${index}`] = messages.overAllocated(
        document.number,
        formatBD(Math.max(0, document.pendingFils)),
      );
  });
  return problems;
}

/**
 * Each document a receipt's or payment's items pay, paid by one item only: `pay` notes the document
 * an item pays and refuses it, keyed `${field}_${index}`, when an earlier item already pays it.
 */
export function paidOnce(field: 'invoice' | 'purchase' | 'credit_note', twice: (document: string) => string) {
  const paid = new Set<number>();
  return (documentId: number | null, index: number, problems: Record<string, string>) => {
    if (documentId === null) return;
    if (paid.has(documentId)) problems[`${field}_${index}`] = twice(`${field} ${documentId}`);
    paid.add(documentId);
  };
}

/** The stored item's id an edit sends back with it; null for a new item. */
export const storedItemId = (id: unknown): number | null =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
