import { paymentTypesOf } from '@fleetledger/shared/receipts/receipt-rules';
import type { PaymentType } from '@fleetledger/shared/receipts/receipts.contract';
import { recordField, type MergeField } from './three-way-merge';

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

const chequeText = (side: MoneySide) =>
  side.type === 'cheque' ? [side.cheque.number, side.cheque.date, side.cheque.bank].join(' · ') : '';

/**
 * The money side's fields as a stale save merges them. The account and its payment type go together:
 * choosing an account chooses its type.
 */
export function moneySideFields<D extends MoneySide>(): MergeField<D>[] {
  return [
    recordField<D>('Date', ['date']),
    recordField<D>('Account and Payment Type', ['accountId', 'type'], (side) => side.type ?? ''),
    recordField<D>('Reference', ['reference']),
    recordField<D>('Narration', ['narration']),
    recordField<D>('Cheque', ['cheque'], chequeText),
  ];
}
