import type { Db } from '../../db/client';
import { partyLines } from '../../typeset/printed-document';
import { customerForPrint } from '../masterdata/masterdata.service';
import { letterhead } from '../settings/settings.service';
import { renderPaymentVoucher } from './pdf/payment-voucher-print';
import { paymentByNumber } from './payments.service';

/** The payment voucher as a PDF: the company's letterhead, the supplier paid, the payment, what it paid and its total. */
export async function paymentVoucherPdf(db: Db, dataDir: string, number: number): Promise<Buffer> {
  const payment = await paymentByNumber(db, number);
  const [{ company, logo }, supplier] = await Promise.all([
    letterhead(db, dataDir),
    customerForPrint(db, payment.supplier_id),
  ]);
  return renderPaymentVoucher({
    payment,
    company,
    logo,
    supplierLines: supplier === undefined ? [] : partyLines(supplier),
  });
}
