import type { ReactNode } from 'react';
import { mailRefusal } from '@fleetledger/shared/mail/mail-documents';
import type { VoucherDraft } from '../lib/voucher-draft';
import type { MoneyVoucherKind } from './money-voucher-kind';
import { DocumentMails } from './document-mails';
import { SendByMailButton } from './send-by-mail-button';
import { bareAnswer, VoucherDetails, type VoucherFormProps, type VoucherRecord } from './voucher-details';

interface MoneyVoucherDetailsProps<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft> {
  voucher: MoneyVoucherKind<K, R, D>;
  form: (props: VoucherFormProps<D>, record: R) => ReactNode;
}

/**
 * A receipt's or payment's page, /{kind}/{number}: the voucher page with its report, saved with Save;
 * once Posted, its voucher goes by e-mail, and the mails sent show below.
 */
export function MoneyVoucherDetails<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>({
  voucher,
  form,
}: MoneyVoucherDetailsProps<K, R, D>) {
  const { record } = voucher;
  const mailed = (voucherRecord: R) => ({ document: `${voucher.kind}_voucher` as const, number: voucherRecord.number });
  return (
    <VoucherDetails
      kind={voucher.kind}
      numberText={voucher.numberText}
      toDraft={voucher.toDraft}
      merge={voucher.merge}
      check={voucher.check}
      answer={bareAnswer(record)}
      schema={record}
      saveLabel="Save"
      update={(draft, at) => voucher.calls.update({ ...voucher.payload(draft), ...at })}
      move={voucher.calls.move}
      reportPage
      actions={(saved) =>
        mailRefusal(`${voucher.kind}_voucher`, saved.status) === null && <SendByMailButton mailed={mailed(saved)} />
      }
      after={(saved) => <DocumentMails mailed={mailed(saved)} />}
      form={form}
    />
  );
}
