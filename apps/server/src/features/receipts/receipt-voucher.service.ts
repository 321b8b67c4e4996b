import type { Db } from '../../db/client';
import { partyLines } from '../../typeset/printed-document';
import { requireAgreesWithBooks } from '../ledger/document-figures.service';
import { customerForPrint } from '../masterdata/masterdata.service';
import { letterhead } from '../settings/settings.service';
import { renderReceiptVoucher } from './pdf/receipt-voucher-print';
import { receiptByNumber } from './receipts.service';

/**
 * What a printed money voucher (a receipt, a supplier payment) reads besides the voucher: the
 * company's letterhead and the lines under its party's name (address, VAT number).
 */
export async function voucherLetterhead(db: Db, partyId: number) {
  const [{ company, logo }, party] = await Promise.all([letterhead(db), customerForPrint(db, partyId)]);
  return { company, logo, partyLines: party === undefined ? [] : partyLines(party) };
}

/** The receipt voucher as a PDF: the company's letterhead, the payer, the payment, its allocations and total. */
export async function receiptVoucherPdf(db: Db, number: number): Promise<Buffer> {
  const receipt = await receiptByNumber(db, number);
  await requireAgreesWithBooks(db, 'receipt', receipt.id);
  return renderReceiptVoucher({ receipt, ...(await voucherLetterhead(db, receipt.customer_id)) });
}
