import { useSearchParams } from 'react-router';
import { Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { COMPANY_TIME_ZONE } from '../lib/company-time-zone';
import { documentNumber } from './document-number';
import { failureMessage } from '../lib/failure-message';
import type { VoucherDraft } from './voucher-draft';
import { FormSubmitFooter } from '../ui/form-submit-footer';
import type { MoneyVoucherKind, VoucherSource } from './money-voucher-kind';
import { PageTitle } from '../ui/page-title';
import { UnsavedDraft } from '../ui/unsaved-draft';
import { useNewRecordDraft } from '../ui/use-unsaved-changes';
import { useAddressedDocument, useVoucherCreate } from './use-voucher-create';
import type { VoucherRecord } from './voucher-details';

interface VoucherCreatePageProps<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft> {
  voucher: MoneyVoucherKind<K, R, D>;
}

/**
 * Create Receipt or Create Payment, /{kind}-create (?invoice=, ?purchase= or ?refund= when made from a
 * document): a new voucher dated today, checked before sending, and sent once however often it is submitted.
 */
export function VoucherCreatePage<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>(
  props: VoucherCreatePageProps<K, R, D>,
) {
  const [params] = useSearchParams();
  const addressed = addressedSource(props.voucher.from, params);
  // A voucher for another document (or none) is another form: its own start and its own kept draft.
  const key = addressed === null ? 'new' : `${addressed.source.param}-${addressed.number}`;
  return <VoucherCreateForm key={key} {...props} addressed={addressed} />;
}

interface Addressed<D> {
  source: VoucherSource<D>;
  number: number;
}

/** The first of the kind's documents the address names by a number, if any. */
function addressedSource<D>(sources: readonly VoucherSource<D>[], params: URLSearchParams): Addressed<D> | null {
  for (const source of sources) {
    const number = documentNumber(params.get(source.param) ?? '');
    if (number !== null) return { source, number };
  }
  return null;
}

function VoucherCreateForm<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>({
  voucher,
  addressed,
}: VoucherCreatePageProps<K, R, D> & { addressed: Addressed<D> | null }) {
  const { kind } = voucher;
  const { draft, setDraft, setStart, kept } = useNewRecordDraft(
    // A draft kept for purchase 12 is no draft for the refund of credit note 12.
    addressed === null ? `${kind}-create` : `${kind}-create-${addressed.source.param}`,
    () => voucher.newDraft(todayIn(COMPANY_TIME_ZONE)),
    addressed?.number ?? null,
  );
  // The receipt screen's words for a failed create, when the server gave none of its own.
  const failed = { create: `Failed to create ${kind}`, createUnreachable: `Network error while creating ${kind}` };
  const generate = (payload: D, requestKey: string) => voucher.calls.generate(voucher.payload(payload), requestKey);
  const create = useVoucherCreate({ kind, generate, failed, onCreated: kept.settle });
  useAddressedDocument(
    addressed && {
      number: addressed.number,
      read: addressed.source.read,
      fail: (error) => {
        const { read, readUnreachable } = addressed.source.failed;
        create.setProblem(failureMessage(error, read, readUnreachable));
      },
    },
    // What the document fills in is where the form starts, not a change of the user's.
    (fill) => {
      setDraft((shown) => fill(shown));
      setStart((first) => fill(first));
    },
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
        {voucher.form({ draft, readOnly: false, errors: create.errors, onChange: setDraft })}
        <FormSubmitFooter problem={create.problem} busy={create.busy} label={title} />
      </Stack>
    </form>
  );
}
