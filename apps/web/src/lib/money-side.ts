import { paymentTypesOf } from '@fleetledger/shared/receipts/receipt-rules';
import type { PaymentType } from '@fleetledger/shared/receipts/receipts.contract';

/**
 * The money side every receipt and payment has (receipt-rules' checkMoneySide): when, through which
 * fixed account, how, and with which reference and narration.
 */
export interface MoneySide {
  date: string;
  accountId: number | null;
  type: PaymentType | null;
  reference: string;
  narration: string;
  cheque: { number: string; date: string; bank: string };
}

const NO_CHEQUE = { number: '', date: '', bank: '' };

export function newMoneySide(today: string): MoneySide {
  return { date: today, accountId: null, type: null, reference: '', narration: '', cheque: NO_CHEQUE };
}

/** Choosing an account chooses its first payment type: the one it takes by default. */
export function withAccount<D extends MoneySide>(draft: D, accountId: number | null): D {
  return { ...draft, accountId, type: paymentTypesOf(accountId)[0] ?? null };
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The header fields both the create and the update payloads send; cheque details for a cheque only. */
export function moneySidePayload(side: MoneySide) {
  return {
    date: side.date,
    account_id: side.accountId,
    type: side.type ?? undefined,
    reference: optional(side.reference),
    narration: optional(side.narration),
    cheque: side.type === 'cheque' ? { ...side.cheque } : null,
  };
}

/** A stored voucher's money side as the form holds it. */
export function storedMoneySide(
  stored: {
    date: string;
    account_id: number;
    reference: string | null;
    narration: string | null;
    cheques: MoneySide['cheque'] | null;
  },
  type: PaymentType,
): MoneySide {
  return {
    date: stored.date,
    accountId: stored.account_id,
    type,
    reference: stored.reference ?? '',
    narration: stored.narration ?? '',
    cheque: stored.cheques ?? NO_CHEQUE,
  };
}

/** One field as the stored voucher and the screen have it. */
export type FieldPair = [field: string, theirs: string, yours: string];

/** The money side's fields, stored beside shown, for the conflict dialog. */
export function moneySidePairs(theirs: MoneySide, yours: MoneySide): FieldPair[] {
  const cheque = (side: MoneySide) =>
    side.type === 'cheque' ? [side.cheque.number, side.cheque.date, side.cheque.bank].join(' · ') : '';
  return [
    ['Date', theirs.date, yours.date],
    ['Payment Type', theirs.type ?? '', yours.type ?? ''],
    ['Reference', theirs.reference, yours.reference],
    ['Narration', theirs.narration, yours.narration],
    ['Cheque', cheque(theirs), cheque(yours)],
  ];
}

/** Only the fields that differ, as the conflict dialog lists them. */
export function differingFields(pairs: readonly FieldPair[]): { field: string; theirs: string; yours: string }[] {
  return pairs
    .filter(([, theirs, yours]) => theirs !== yours)
    .map(([field, theirs, yours]) => ({ field, theirs, yours }));
}
