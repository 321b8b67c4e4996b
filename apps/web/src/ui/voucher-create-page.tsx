import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { COMPANY_TIME_ZONE } from '../lib/company-time-zone';
import { documentNumber } from '../lib/document-number';
import { failureMessage } from '../lib/failure-message';
import type { VoucherDraft } from '../lib/voucher-draft';
import { FormSubmitFooter } from './form-submit-footer';
import type { MoneyVoucherKind } from './money-voucher-kind';
import { PageTitle } from './page-title';
import { UnsavedDraft } from './unsaved-draft';
import { useNewRecordDraft } from './use-unsaved-changes';
import { useAddressedDocument, useVoucherCreate } from './use-voucher-create';
import type { VoucherFormProps, VoucherRecord } from './voucher-details';

interface VoucherCreatePageProps<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft> {
  voucher: MoneyVoucherKind<K, R, D>;
  form: (props: VoucherFormProps<D>) => ReactNode;
}

/**
 * Create Receipt or Create Payment, /{kind}-create (?invoice= or ?purchase= when made from one): a
 * new voucher dated today, checked before sending, and sent once however often it is submitted.
 */
export function VoucherCreatePage<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>(
  props: VoucherCreatePageProps<K, R, D>,
) {
  const [params] = useSearchParams();
  const source = documentNumber(params.get(props.voucher.from.param) ?? '');
  // A voucher for another document (or none) is another form: its own start and its own kept draft.
  return <VoucherCreateForm key={source ?? 'new'} {...props} source={source} />;
}

function VoucherCreateForm<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>({
  voucher,
  form,
  source,
}: VoucherCreatePageProps<K, R, D> & { source: number | null }) {
  const { kind, from } = voucher;
  const { draft, setDraft, setStart, kept } = useNewRecordDraft(
    `${kind}-create`,
    () => voucher.newDraft(todayIn(COMPANY_TIME_ZONE)),
    source,
  );
  // The receipt screen's words for a failed read or create, when the server gave none of its own.
  const party = from.param === 'invoice' ? 'customer' : 'supplier';
  const failed = { create: `Failed to create ${kind}`, createUnreachable: `Network error while creating ${kind}` };
  const generate = (payload: D, requestKey: string) => voucher.calls.generate(voucher.payload(payload), requestKey);
  const create = useVoucherCreate({ kind, generate, failed, onCreated: kept.settle });
  useAddressedDocument(
    from.param,
    from.read,
    // What the document fills in is where the form starts, not a change of the user's.
    (fill) => {
      setDraft((shown) => fill(shown));
      setStart((first) => fill(first));
    },
    (error) =>
      create.setProblem(
        failureMessage(error, `Failed to load ${party} ${from.param}s`, `Network error while loading ${from.param}s`),
      ),
  );
  const title = `Create ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const { fields, notice } = voucher.check(draft);
        void create.submit(draft, fields, notice);
      }}
      noValidate
    >
      <Stack gap="md">
        <PageTitle title={title} />
        <UnsavedDraft draft={kept} />
        {form({ draft, readOnly: false, errors: create.errors, onChange: setDraft })}
        <FormSubmitFooter problem={create.problem} busy={create.busy} label={title} />
      </Stack>
    </form>
  );
}
