import type { Db } from '../../db/client';
import { partyLines } from '../../typeset/printed-document';
import { customerForPrint } from '../masterdata/masterdata.service';
import { letterhead } from '../settings/settings.service';
import { renderReceiptVoucher } from './pdf/receipt-voucher-print';
import { receiptByNumber } from './receipts.service';

/** The receipt voucher as a PDF: the company's letterhead, the payer, the payment, its allocations and total. */
export async function receiptVoucherPdf(db: Db, dataDir: string, number: number): Promise<Buffer> {
  const receipt = await receiptByNumber(db, number);
  const [{ company, logo }, customer] = await Promise.all([
    letterhead(db, dataDir),
    customerForPrint(db, receipt.customer_id),
  ]);
  return renderReceiptVoucher({
    receipt,
    company,
    logo,
    customerLines: customer === undefined ? [] : partyLines(customer),
  });
}
