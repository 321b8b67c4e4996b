import { eq } from 'drizzle-orm';
import { creditNoteNumberText, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { MAIL_MESSAGES, type MailSendPayload } from '@fleetledger/shared/mail/mail.contract';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { creditNotePdf, invoicePdf } from '../invoices/invoice-pdf.service';
import { paymentVoucherPdf } from '../payments/payment-voucher.service';
import { receiptVoucherPdf } from '../receipts/receipt-voucher.service';
import { customerStatementPdf } from '../statements/statements.service';

export interface PrintedDocument {
  pdf: Buffer;
  fileName: string;
}

/**
 * The PDF a mail carries, printed as the document's own print call prints it. A posted invoice sent
 * by mail is issued as a download is: its first sending is the original, later ones are copies.
 */
export async function printedDocument(
  db: Db,
  dataDir: string,
  payload: MailSendPayload,
  actor: Actor,
): Promise<PrintedDocument> {
  const number = payload.number ?? 0;
  switch (payload.document) {
    case 'invoice':
      return {
        pdf: await invoicePdf(db, dataDir, { number, includeDetails: true, action: 'download' }, actor),
        fileName: `${invoiceNumberText(number)}.pdf`,
      };
    case 'credit_note': {
      const [credited] = await db
        .select({ invoiceNumber: invoices.number })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(eq(creditNotes.number, number));
      if (credited === undefined) throw notFound(MAIL_MESSAGES.unknownDocument(creditNoteNumberText(number)));
      return creditNotePdf(db, dataDir, credited.invoiceNumber);
    }
    case 'receipt_voucher':
      return { pdf: await receiptVoucherPdf(db, dataDir, number), fileName: `${receiptNumberText(number)}.pdf` };
    case 'payment_voucher':
      return { pdf: await paymentVoucherPdf(db, dataDir, number), fileName: `${paymentNumberText(number)}.pdf` };
    case 'statement':
      return customerStatementPdf(db, dataDir, {
        customer_id: payload.customer_id!,
        from: payload.from!,
        to: payload.to_date!,
      });
  }
}
