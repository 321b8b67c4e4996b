import type { PaymentType } from '@fleetledger/shared/receipts/receipts.contract';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { fact, printedDate, type PrintedFact } from './printed-document';

const PAYMENT_WORDS: Record<PaymentType, string> = { online: 'Online transfer', cheque: 'Cheque', cash: 'Cash' };

/** Money received or paid, as its voucher states it. */
interface MoneyMoved {
  type: PaymentType;
  account_name: string;
  cheques: { number: string; date: string; bank: string } | null;
  reference: string | null;
  status: DocumentStatus;
}

/**
 * The facts of a receipt or payment voucher after its number and date: how the money moved and into
 * or out of which account, the cheque, the reference and the status.
 */
export function moneyFacts(money: MoneyMoved, direction: 'into' | 'from'): PrintedFact[] {
  const cheque = money.cheques;
  return [
    fact('Paid by', 'طريقة الدفع', `${PAYMENT_WORDS[money.type]} ${direction} ${money.account_name}`),
    ...(cheque === null
      ? []
      : [fact('Cheque', 'الشيك', `No. ${cheque.number} of ${printedDate(cheque.date)}, ${cheque.bank}`)]),
    ...(money.reference === null ? [] : [fact('Reference', 'المرجع', money.reference)]),
    fact('Status', 'الحالة', money.status),
  ];
}

/** The notice a cancelled voucher carries across its head. */
export const cancelledNotice = (status: DocumentStatus) => (status === 'Cancelled' ? ['CANCELLED · ملغى'] : []);
