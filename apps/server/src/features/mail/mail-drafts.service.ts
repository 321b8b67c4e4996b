import { creditNoteNumberText, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { mailDraftText } from '@fleetledger/shared/mail/mail-drafts';
import {
  MAIL_MESSAGES,
  type MailDocument,
  type MailDraft,
  type MailDraftQuery,
} from '@fleetledger/shared/mail/mail.contract';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { companySettings } from '../settings/settings.service';
import { documentParty } from './mail.queries';

const NUMBER_TEXT: Record<Exclude<MailDocument, 'statement'>, (number: number) => string> = {
  invoice: invoiceNumberText,
  credit_note: creditNoteNumberText,
  receipt_voucher: receiptNumberText,
  payment_voucher: paymentNumberText,
};

/** What a send starts from: the party's own e-mail (none when the record has none), a subject and a message. */
export async function mailDraft(db: Db, config: Pick<Config, 'mail'>, query: MailDraftQuery): Promise<MailDraft> {
  const statement = query.document === 'statement';
  if (statement ? query.customer_id === undefined : query.number === undefined)
    throw badRequest(statement ? MAIL_MESSAGES.statementFields : MAIL_MESSAGES.numberRequired);
  const documentText = query.document === 'statement' ? null : NUMBER_TEXT[query.document](query.number!);
  const party = await documentParty(db, query.document, { number: query.number, customerId: query.customer_id });
  if (party === undefined) throw notFound(MAIL_MESSAGES.unknownDocument(documentText ?? 'That customer'));
  const company = (await companySettings(db)).settings.legal_name_en;
  const period =
    query.from !== undefined && query.to_date !== undefined ? { from: query.from, to: query.to_date } : undefined;
  return {
    success: true,
    configured: config.mail !== null,
    to: party.email === null || party.email.trim() === '' ? [] : [`${party.name} <${party.email.trim()}>`],
    cc: [],
    ...mailDraftText(query.document, { documentText, partyName: party.name, companyName: company, period }),
  };
}
