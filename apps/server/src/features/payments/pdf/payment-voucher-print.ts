import { noteNumberText } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { amountInWords, type AmountInWords } from '@fleetledger/shared/amount-in-words';
import { bdToFils } from '@fleetledger/shared/money';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import type { PaymentRecord } from '@fleetledger/shared/payments/payments.contract';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { moneyVoucherHead } from '../../../typeset/money-facts';
import { printedBd, total, type PartyLine, type PrintedDocument } from '../../../typeset/printed-document';
import { typeset } from '../../../typeset/typesetter';

export interface PaymentVoucherInput {
  payment: PaymentRecord;
  company: CompanySettings;
  logo: Buffer | null;
  /** The supplier's lines under their name: address, VAT number. */
  partyLines: PartyLine[];
}

/** What the payment-voucher template reads (templates/payment-voucher.typ). */
interface PaymentVoucherPrint extends PrintedDocument {
  items: { no: string; purpose: string; description: string; amount: string }[];
  words: AmountInWords;
  narration: string | null;
}

function paymentVoucherPrint(input: PaymentVoucherInput): PaymentVoucherPrint {
  const { payment } = input;
  return {
    ...moneyVoucherHead(
      input,
      { ...payment, number: paymentNumberText(payment.number) },
      {
        title: { en: 'Payment Voucher', ar: 'سند صرف' },
        numberLabel: 'Payment No.',
        party: { label: { en: 'Paid to', ar: 'صرفنا إلى' }, name: payment.supplier_name, lines: input.partyLines },
        direction: 'from',
      },
    ),
    items: payment.items.map((item, index) => ({
      no: String(index + 1),
      purpose:
        item.credit_note_number !== null
          ? `Refund of ${noteNumberText('credit_note', item.credit_note_number)}`
          : item.purchase_number === null
            ? 'Advance (not yet allocated)'
            : `Purchase ${purchaseNumberText(item.purchase_number)}`,
      description: item.description ?? '',
      amount: printedBd(item.amount),
    })),
    totals: [total('Total paid (BD)', 'إجمالي المبلغ المدفوع', printedBd(payment.total_amount), true)],
    words: amountInWords(bdToFils(payment.total_amount)),
    narration: payment.narration,
  };
}

/** A payment as a printable voucher: the company, whom it paid and how, each purchase paid or advance, the total in figures and words. */
export function renderPaymentVoucher(input: PaymentVoucherInput): Promise<Buffer> {
  return typeset('payment-voucher', paymentVoucherPrint(input), input.logo);
}
