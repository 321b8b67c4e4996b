import type { Db } from '../../db/client';
import { companyLogo, companySettings } from '../settings/settings.service';
import { renderReceiptVoucher } from './pdf/receipt-voucher';
import { receiptByNumber } from './receipts.service';

/** The receipt voucher as a PDF: the company's header and logo, the payment, its allocations and total. */
export async function receiptVoucherPdf(db: Db, dataDir: string, number: number): Promise<Buffer> {
  const receipt = await receiptByNumber(db, number);
  const { settings: company } = await companySettings(db);
  const logo = company.logo_url === null ? null : (await companyLogo(db, dataDir)).data;
  return renderReceiptVoucher({ receipt, company, logo });
}
