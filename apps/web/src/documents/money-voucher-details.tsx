import type { VoucherDraft } from './voucher-draft';
import type { DocumentKindDeclaration } from './document-kind';
import { bareAnswer, ownMailing } from './document-frame';
import type { MoneyVoucherKind } from './money-voucher-kind';
import type { VoucherRecord } from './voucher-details';

/**
 * A receipt's or payment's page, /{kind}/{number}: the voucher page with its report, saved with Save;
 * once Posted, its voucher goes by e-mail, and the mails sent show below. A stored voucher keeps the
 * account it was paid through.
 */
export function moneyVoucherDetails<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>(
  voucher: MoneyVoucherKind<K, R, D>,
): DocumentKindDeclaration<K, R, R, D>['details'] {
  const { record } = voucher;
  return {
    toDraft: voucher.toDraft,
    merge: voucher.merge,
    check: voucher.check,
    answer: bareAnswer(record),
    schema: record,
    saveLabel: 'Save',
    update: (draft, at) => voucher.calls.update({ ...voucher.payload(draft), ...at }),
    move: voucher.calls.move,
    mails: (saved) => [ownMailing({ document: `${voucher.kind}_voucher`, number: saved.number }, saved.status)],
    form: (props, saved) => voucher.form(props, saved),
  };
}
