import { bdToFils, filsToBd, formatBD, hasAtMostThreeDecimals } from '@fleetledger/shared/money';

/**
 * The party's side of a receipt or a payment: the money a customer paid in, or paid out to a
 * supplier, some of it allocated to their posted documents (invoices, purchases), the rest an advance.
 */

/** The part of the party's money that pays one of their posted documents. */
export interface Allocation {
  /** The stored item's id, kept so an edit updates the item instead of replacing it. */
  itemId: number | null;
  documentId: number;
  documentNumber: number;
  amountFils: number;
}

/** The party's item: what was paid, as typed, some of it allocated, the rest an advance. */
export interface PartyPayment {
  partyId: number;
  partyName: string;
  amount: string;
  allocations: Allocation[];
  /** The stored advance item's id, if the voucher had one. */
  advanceItemId: number | null;
}

/** One of the party's items as sent. */
export interface PartyItemPayload {
  id: number | null;
  documentId: number | null;
  amount: unknown;
  description: string;
}

const fixed = (fils: number) => filsToBd(fils).toFixed(3);

/** A chosen party starts with nothing paid. */
export function newPartyPayment(party: { id: number; name: string }): PartyPayment {
  return { partyId: party.id, partyName: party.name, amount: '', allocations: [], advanceItemId: null };
}

/** BD text to fils, when it is a figure to the fil; else null. */
export function typedFils(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^-?\d*\.?\d*$/.test(trimmed)) return null;
  const bd = Number(trimmed);
  return Number.isFinite(bd) && hasAtMostThreeDecimals(bd) ? bdToFils(bd) : null;
}

/** A typed amount as sent: a number when it reads as one, else the text for the server to name. */
export function amountFigure(text: string): unknown {
  const fils = typedFils(text);
  return fils === null ? text : filsToBd(fils);
}

export function allocatedFils(allocations: readonly Allocation[]): number {
  return allocations.reduce((sum, allocation) => sum + allocation.amountFils, 0);
}

/** Applying the allocation sets the amount to what was allocated; the user may raise it after. */
export function withAllocations(payment: PartyPayment, allocations: Allocation[]): PartyPayment {
  const kept = new Map(payment.allocations.map((allocation) => [allocation.documentId, allocation.itemId]));
  const applied = allocations.map((allocation) => ({
    ...allocation,
    itemId: kept.get(allocation.documentId) ?? null,
  }));
  return { ...payment, allocations: applied, amount: fixed(allocatedFils(applied)) };
}

/** A voucher made from one document: the whole of its pending amount allocated. */
export function payingDocument(
  payment: PartyPayment,
  document: { id: number; number: number; pending_amount: number },
): PartyPayment {
  const pendingFils = bdToFils(document.pending_amount);
  if (pendingFils <= 0) return payment;
  const allocation = {
    itemId: null,
    documentId: document.id,
    documentNumber: document.number,
    amountFils: pendingFils,
  };
  return withAllocations(payment, [allocation]);
}

/** What was paid beyond the allocations: kept as an advance. */
export function advanceFils(payment: PartyPayment): number {
  return Math.max(0, (typedFils(payment.amount) ?? 0) - allocatedFils(payment.allocations));
}

/** The amount must at least cover what it pays on documents. */
export function partyAmountProblem(payment: PartyPayment | null): string | null {
  if (payment === null || payment.allocations.length === 0) return null;
  const allocated = allocatedFils(payment.allocations);
  const paid = typedFils(payment.amount);
  return paid !== null && paid >= allocated ? null : `The amount must cover the ${formatBD(allocated)} allocated`;
}

/**
 * The party's items as sent: one per allocated document and the rest as an advance. Unallocated, the
 * money is one item as typed, so the server names a wrong amount.
 */
export function partyItems(payment: PartyPayment, paying: (documentNumber: number) => string): PartyItemPayload[] {
  if (payment.allocations.length === 0)
    return [
      { id: payment.advanceItemId, documentId: null, amount: amountFigure(payment.amount), description: 'Advance' },
    ];
  const advance = advanceFils(payment);
  return [
    ...payment.allocations.map((allocation) => ({
      id: allocation.itemId,
      documentId: allocation.documentId,
      amount: filsToBd(allocation.amountFils),
      description: paying(allocation.documentNumber),
    })),
    ...(advance > 0
      ? [{ id: payment.advanceItemId, documentId: null, amount: filsToBd(advance), description: 'Advance' }]
      : []),
  ];
}

/**
 * A stored voucher's party items folded back into one payment: `documentOf` names the document an
 * item pays, its id null on the advance.
 */
export function storedPartyPayment<I extends { id: number; amount: number }>(
  party: { id: number; name: string },
  items: readonly I[],
  documentOf: (item: I) => { id: number | null; number: number | null },
): PartyPayment {
  const paidFils = items.reduce((sum, item) => sum + bdToFils(item.amount), 0);
  const allocations = items.flatMap((item) => {
    const document = documentOf(item);
    return document.id === null || document.number === null
      ? []
      : [
          {
            itemId: item.id,
            documentId: document.id,
            documentNumber: document.number,
            amountFils: bdToFils(item.amount),
          },
        ];
  });
  return {
    partyId: party.id,
    partyName: party.name,
    amount: fixed(paidFils),
    allocations,
    advanceItemId: items.find((item) => documentOf(item).id === null)?.id ?? null,
  };
}

/** The party, the amount and each allocation on one line, for the conflict dialog. */
export function partySummary(payment: PartyPayment | null, numberText: (number: number) => string): string {
  if (payment === null) return '';
  const allocations = payment.allocations.map(
    (allocation) => `${numberText(allocation.documentNumber)} ${formatBD(allocation.amountFils)}`,
  );
  return [payment.partyName, payment.amount, ...allocations].join(' · ');
}
