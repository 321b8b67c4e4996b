import { recordPath } from '@fleetledger/shared/audit-log/audit-log.rules';
import { MAIL_STATUSES, type MailStatus, type OutboxListMail } from '@fleetledger/shared/mail/mail.contract';
import type { NumberedMailDocument } from '@fleetledger/shared/mail/mail-numbers';

/** The outbox's filters as the screen holds them: '' means "any". */
export interface OutboxFilters {
  status: MailStatus | '';
  /** The document's number as printed (INV-ARG-5), or bare. */
  number: string;
  from: string;
  to: string;
}

export const NO_OUTBOX_FILTERS: OutboxFilters = { status: '', number: '', from: '', to: '' };

const isMailStatus = (text: string): text is MailStatus => (MAIL_STATUSES as readonly string[]).includes(text);

/** The filters an address holds (`?status=failed&number=INV-ARG-5`), so a reload keeps them; what it holds wrong is "any". */
export function outboxFiltersFrom(params: URLSearchParams): OutboxFilters {
  const status = params.get('status') ?? '';
  return {
    status: isMailStatus(status) ? status : '',
    number: params.get('number') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The address of the filters (only those set), and with the page's start the query of GET mail/outbox_list. */
export function outboxSearch(filters: OutboxFilters, beforeId: number | null = null): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as [string, string][])
    if (value.trim() !== '') search.set(name, value.trim());
  if (beforeId !== null) search.set('before_id', String(beforeId));
  return search;
}

/** The kind of record each numbered document is in the audit log's table of pages. */
const RECORD_KIND: Record<NumberedMailDocument, string> = {
  invoice: 'invoice',
  credit_note: 'credit_note',
  debit_note: 'debit_note',
  receipt_voucher: 'receipt',
  payment_voucher: 'payment',
};

/** The page of the document a mail carried: its own, or the customer's statement for the period. */
export function mailedDocumentPath(mail: OutboxListMail): string | null {
  if (mail.document !== 'statement')
    return mail.number === null ? null : recordPath(RECORD_KIND[mail.document], String(mail.number), null);
  if (mail.customer_id === null || mail.period_from === null || mail.period_to === null) return null;
  const query = new URLSearchParams({
    customer_id: String(mail.customer_id),
    from: mail.period_from,
    to: mail.period_to,
  });
  return `/books/statement?${query.toString()}`;
}
