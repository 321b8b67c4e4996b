import { filsToBd } from '@fleetledger/shared/money';
import type { PaymentType } from '@fleetledger/shared/receipts/receipts.contract';
import { moneySideFields, moneySidePayload, newMoneySide, storedMoneySide, type MoneySide } from '../lib/money-side';
import {
  newPartyPayment,
  partyItems,
  partySummary,
  payingDocument,
  storedPartyPayment,
  typedFils,
  type PartyPayment,
} from '../lib/party-payment';
import { recordField, type MergeOutline } from '../lib/three-way-merge';

/** A receipt or payment as its form holds it: the money side, and the party's item. */
export interface VoucherDraft extends MoneySide {
  /** The customer's or supplier's item: what they paid or were paid, and the documents it pays. */
  party: PartyPayment | null;
}

type Party = { id: number; name: string };

export function newVoucherDraft(today: string): VoucherDraft {
  return { ...newMoneySide(today), party: null };
}

/** A chosen party starts with nothing paid, the same one keeps its item, and clearing it removes the item. */
export function withParty<D extends VoucherDraft>(draft: D, party: Party | null): D {
  if (party === null) return { ...draft, party: null };
  if (draft.party?.partyId === party.id) return draft;
  return { ...draft, party: newPartyPayment(party) };
}

/** A voucher made from a document (Generate Receipt, Make Payment): its party, paying all it has pending. */
export function payingFrom<D extends VoucherDraft>(
  draft: D,
  party: Party,
  document: { id: number; number: number; pending_amount: number },
): D {
  const payment = draft.party?.partyId === party.id ? draft.party : newPartyPayment(party);
  return { ...draft, party: payingDocument(payment, document) };
}

/** The party's amount, once it is a figure. */
export function partyFils(draft: VoucherDraft): number {
  return draft.party === null ? 0 : (typedFils(draft.party.amount) ?? 0);
}

/** How a kind names its party and the documents it pays: on screen, and in its items' fields. */
export interface PartyNames<T extends object> {
  label: 'Customer' | 'Supplier';
  numberText: (number: number) => string;
  /** An item's fields for the party and the document it pays, and its side. */
  fields: (partyId: number, documentId: number | null) => T;
}

/**
 * The create and update payloads' shared part: the money side, the amount, and the party's items (one
 * per document paid, one for the advance) under the kind's own names.
 */
export function voucherPayload<T extends object>(draft: VoucherDraft, amountFils: number, names: PartyNames<T>) {
  const party = draft.party;
  const paying = (number: number) => `Payment for ${names.numberText(number)}`;
  const items =
    party === null
      ? []
      : partyItems(party, paying).map(({ documentId, ...item }) => ({
          ...item,
          ...names.fields(party.partyId, documentId),
        }));
  return { ...moneySidePayload(draft), amount: filsToBd(amountFils), items };
}

/** A stored voucher as its form holds it; `documentOf` names the document each of the party's items pays. */
export function storedVoucherDraft<I extends { id: number; amount: number }>(
  stored: Parameters<typeof storedMoneySide>[0],
  type: PaymentType,
  party: Party,
  items: readonly I[],
  documentOf: (item: I) => { id: number | null; number: number | null },
): VoucherDraft {
  return { ...storedMoneySide(stored, type), party: storedPartyPayment(party, items, documentOf) };
}

/** How a stale save merges a voucher: the money side, the party's item (`label`) as one field, and `more`. */
export function voucherOutline<D extends VoucherDraft>(
  names: PartyNames<object>,
  more: Pick<MergeOutline<D>, 'lines'> = {},
): MergeOutline<D> {
  return {
    fields: [
      ...moneySideFields<D>(),
      recordField<D>(names.label, ['party'], (draft) => partySummary(draft.party, names.numberText)),
    ],
    ...more,
  };
}
