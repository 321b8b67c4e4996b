import type { Db } from '../../db/client';
import { requireAgreesWithBooks } from '../ledger/document-figures.service';
import { voucherLetterhead } from '../receipts/receipt-voucher.service';
import { renderPaymentVoucher } from './pdf/payment-voucher-print';
import { paymentByNumber } from './payments.service';

/** The payment voucher as a PDF: the company's letterhead, the supplier paid, the payment, what it paid and its total. */
export async function paymentVoucherPdf(db: Db, number: number): Promise<Buffer> {
  const payment = await paymentByNumber(db, number);
  await requireAgreesWithBooks(db, 'payment', payment.id);
  return renderPaymentVoucher({ payment, ...(await voucherLetterhead(db, payment.supplier_id)) });
}
