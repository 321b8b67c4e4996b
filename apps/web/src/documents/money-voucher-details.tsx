import { mailRefusal } from '@fleetledger/shared/mail/mail-documents';
import type { VoucherDraft } from './voucher-draft';
import type { DocumentKindDeclaration } from './document-kind';
import { DocumentMails } from './document-mails';
import type { MoneyVoucherKind } from './money-voucher-kind';
import { SendByMailButton } from './send-by-mail-button';
import { bareAnswer, type VoucherRecord } from './voucher-details';

/**
 * A receipt's or payment's page, /{kind}/{number}: the voucher page with its report, saved with Save;
 * once Posted, its voucher goes by e-mail, and the mails sent show below. A stored voucher keeps the
 * account it was paid through.
 */
export function moneyVoucherDetails<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>(
  voucher: MoneyVoucherKind<K, R, D>,
): DocumentKindDeclaration<K, R, R, D>['details'] {
  const { record } = voucher;
  const mailed = (voucherRecord: R) => ({ document: `${voucher.kind}_voucher` as const, number: voucherRecord.number });
  return {
    toDraft: voucher.toDraft,
    merge: voucher.merge,
    check: voucher.check,
    answer: bareAnswer(record),
    schema: record,
    saveLabel: 'Save',
    update: (draft, at) => voucher.calls.update({ ...voucher.payload(draft), ...at }),
    move: voucher.calls.move,
    actions: (saved) =>
      mailRefusal(`${voucher.kind}_voucher`, saved.status) === null && <SendByMailButton mailed={mailed(saved)} />,
    after: (saved) => <DocumentMails mailed={mailed(saved)} />,
    form: (props, saved) => voucher.form(props, saved),
  };
}
