import { amountInWords, type AmountInWords } from '@fleetledger/shared/amount-in-words';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils } from '@fleetledger/shared/money';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import type { ReceiptRecord } from '@fleetledger/shared/receipts/receipts.contract';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { printedBd, total, type PartyLine, type PrintedDocument } from '../../../typeset/printed-document';
import { moneyVoucherHead } from '../../../typeset/money-facts';
import { typeset } from '../../../typeset/typesetter';

export interface ReceiptVoucherInput {
  receipt: ReceiptRecord;
  company: CompanySettings;
  logo: Buffer | null;
  /** The paying customer's lines under their name: address, VAT number. */
  partyLines: PartyLine[];
}

/** What the receipt-voucher template reads (templates/receipt-voucher.typ). */
interface ReceiptVoucherPrint extends PrintedDocument {
  items: { no: string; purpose: string; description: string; side: string; amount: string }[];
  words: AmountInWords;
  narration: string | null;
}

/** What an item is for, in the customer's words: an invoice paid, money on account, a discount, a round off. */
function itemPurpose(item: ReceiptRecord['items'][number]): string {
  if (item.kind === 'customer')
    return item.invoice_number === null
      ? 'Advance (not yet allocated)'
      : `Invoice ${invoiceNumberText(item.invoice_number)}`;
  return item.name;
}

function receiptVoucherPrint(input: ReceiptVoucherInput): ReceiptVoucherPrint {
  const { receipt } = input;
  return {
    ...moneyVoucherHead(
      input,
      { ...receipt, number: receiptNumberText(receipt.number), type: receipt.type_of_payment },
      {
        title: { en: 'Receipt Voucher', ar: 'سند قبض' },
        numberLabel: 'Receipt No.',
        party: {
          label: { en: 'Received from', ar: 'استلمنا من' },
          name: receipt.customer_name,
          lines: input.partyLines,
        },
        direction: 'into',
      },
    ),
    items: receipt.items.map((item, index) => ({
      no: String(index + 1),
      purpose: itemPurpose(item),
      description: item.description ?? '',
      side: item.cr_dr.toUpperCase(),
      amount: printedBd(item.cr_dr === 'cr' ? item.amount : -item.amount),
    })),
    totals: [total('Total received (BD)', 'إجمالي المبلغ المستلم', printedBd(receipt.total_amount), true)],
    words: amountInWords(Math.abs(bdToFils(receipt.total_amount))),
    narration: receipt.narration,
  };
}

/** A receipt as a printable voucher: the company, who paid and how, what each part paid, the total in figures and words. */
export function renderReceiptVoucher(input: ReceiptVoucherInput): Promise<Buffer> {
  return typeset('receipt-voucher', receiptVoucherPrint(input), input.logo);
}
