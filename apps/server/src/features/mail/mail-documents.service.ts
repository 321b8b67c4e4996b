import { mailNumberText } from '@fleetledger/shared/mail/mail-numbers';
import type { MailSendPayload } from '@fleetledger/shared/mail/mail.contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { noteByNumber, notePrinted } from '../credit-notes/note-records.service';
import { invoicePdf } from '../invoices/invoice-pdf.service';
import { paymentVoucherPdf } from '../payments/payment-voucher.service';
import { receiptVoucherPdf } from '../receipts/receipt-voucher.service';
import { customerStatementPdf } from '../statements/statements.service';

export interface PrintedDocument {
  pdf: Buffer;
  fileName: string;
}

/**
 * The PDF a mail carries (the document found already, see mailTarget), printed as the document's own
 * print call prints it. A posted invoice goes as its original, never marked COPY, even after staff
 * downloaded it: the customer receives the document itself (invoicePdf's 'mail').
 */
export async function printedDocument(db: Db, payload: MailSendPayload, actor: Actor): Promise<PrintedDocument> {
  if (payload.document === 'statement')
    return customerStatementPdf(db, {
      customer_id: payload.customer_id!,
      from: payload.from!,
      to: payload.to_date!,
    });
  const number = payload.number!;
  const fileName = `${mailNumberText(payload.document, number)}.pdf`;
  switch (payload.document) {
    case 'invoice':
      return {
        pdf: await invoicePdf(db, { number, includeDetails: true, action: 'mail' }, actor),
        fileName,
      };
    case 'credit_note':
    case 'debit_note':
      return { pdf: await notePrinted(db, await noteByNumber(db, payload.document, number)), fileName };
    case 'receipt_voucher':
      return { pdf: await receiptVoucherPdf(db, number), fileName };
    case 'payment_voucher':
      return { pdf: await paymentVoucherPdf(db, number), fileName };
  }
}
