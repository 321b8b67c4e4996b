import type { PaymentType } from '@fleetledger/shared/receipts/receipts.contract';

interface CheckedMoneySide {
  accountId: number;
  type: PaymentType;
  cheque: { number: string; date: string; bank: string } | null;
  totalFils: number;
}

/**
 * The header columns of money received or paid (a receipt, a supplier payment): the account, how it
 * moved, the cheque, and the total, which carries no VAT so every document list adds up alike.
 */
export function moneySideColumns(
  { accountId, type, cheque, totalFils }: CheckedMoneySide,
  written: { reference: string | null; narration: string | null },
) {
  return {
    accountId,
    typeOfPayment: type,
    reference: written.reference,
    narration: written.narration,
    chequeNumber: cheque?.number ?? null,
    chequeDate: cheque?.date ?? null,
    chequeBank: cheque?.bank ?? null,
    vatableFils: totalFils,
    vatFils: 0,
    totalFils,
  };
}

/** The stored cheque as a record answers it: null when the money did not move by cheque. */
export function storedCheque(row: {
  chequeNumber: string | null;
  chequeDate: string | null;
  chequeBank: string | null;
}) {
  return row.chequeNumber === null
    ? null
    : { number: row.chequeNumber, date: row.chequeDate ?? '', bank: row.chequeBank ?? '' };
}
