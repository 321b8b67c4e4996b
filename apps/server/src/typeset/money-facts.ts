import type { PaymentType } from '@fleetledger/shared/receipts/receipts.contract';
import { isDraftStatus, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import {
  fact,
  printedDate,
  printedHead,
  type Bilingual,
  type PrintedFact,
  type PrintedHead,
  type PrintedParty,
} from './printed-document';

const PAYMENT_WORDS: Record<PaymentType, string> = { online: 'Online transfer', cheque: 'Cheque', cash: 'Cash' };

/** Money received or paid, as its voucher states it. */
interface MoneyMoved {
  type: PaymentType;
  account_name: string;
  cheques: { number: string; date: string; bank: string } | null;
  reference: string | null;
  status: DocumentStatus;
}

/** A receipt or payment voucher as its head reads it: its printed number and date besides how the money moved. */
interface MoneyVoucher extends MoneyMoved {
  number: string;
  date: string;
}

/**
 * The head of a receipt or payment voucher and its facts: the title, number and date with the
 * cancelled notice or the draft's mark, the party under its label, then the number, the date and how the money moved.
 */
export function moneyVoucherHead(
  letterhead: { company: CompanySettings; logo: Buffer | null },
  voucher: MoneyVoucher,
  own: { title: Bilingual; numberLabel: string; party: PrintedParty; direction: 'into' | 'from' },
): PrintedHead & { facts: PrintedFact[] } {
  const date = printedDate(voucher.date);
  return {
    ...printedHead(letterhead, {
      title: own.title,
      number: voucher.number,
      date,
      notices: cancelledNotice(voucher.status),
      draft: isDraftStatus(voucher.status) ? NOT_POSTED : null,
      party: own.party,
    }),
    facts: [
      fact(own.numberLabel, 'رقم السند', voucher.number),
      fact('Date', 'التاريخ', date),
      ...moneyFacts(voucher, own.direction),
    ],
  };
}

/**
 * The facts of a receipt or payment voucher after its number and date: how the money moved and into
 * or out of which account, the cheque, the reference and the status.
 */
function moneyFacts(money: MoneyMoved, direction: 'into' | 'from'): PrintedFact[] {
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

/** What a voucher not yet posted says across its pages: its number is its own, not a tax invoice's, and stays. */
const NOT_POSTED: Bilingual = { en: 'DRAFT — NOT POSTED', ar: 'مسودة غير مرحلة' };

/** The notice a cancelled voucher carries across its head. */
const cancelledNotice = (status: DocumentStatus) => (status === 'Cancelled' ? ['CANCELLED · ملغى'] : []);
