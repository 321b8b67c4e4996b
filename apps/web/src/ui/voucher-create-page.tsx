import { useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { COMPANY_TIME_ZONE } from '../lib/company-time-zone';
import { failureMessage } from '../lib/failure-message';
import { FormSubmitFooter } from './form-submit-footer';
import { PageTitle } from './page-title';
import { useAddressedDocument, useVoucherCreate } from './use-voucher-create';
import type { VoucherFormProps } from './voucher-details';

interface VoucherCreatePageProps<D, P, T> {
  kind: 'receipt' | 'payment';
  newDraft: (today: string) => D;
  /** The document the voucher may be made from, named in the address (?invoice=12), and what it fills in. */
  from: {
    param: 'invoice' | 'purchase';
    read: (number: number) => Promise<T>;
    apply: (draft: D, document: T) => D;
    failed: { read: string; readUnreachable: string };
  };
  /** What the screen refuses before sending: messages by field, and the one shown above the button. */
  check: (draft: D) => { fields: Record<string, string>; notice: string | null };
  payload: (draft: D) => P;
  generate: (payload: P, requestKey: string) => Promise<{ number: number; message: string }>;
  /** The accounting spec's words for a failed create, when the server gave none of its own. */
  failed: { create: string; createUnreachable: string };
  form: (props: VoucherFormProps<D>) => ReactNode;
}

/** Create Receipt or Create Payment: a new voucher dated today, sent once however often it is submitted. */
export function VoucherCreatePage<D, P, T>({
  kind,
  newDraft,
  from,
  check,
  payload,
  generate,
  failed,
  form,
}: VoucherCreatePageProps<D, P, T>) {
  const [draft, setDraft] = useState(() => newDraft(todayIn(COMPANY_TIME_ZONE)));
  const create = useVoucherCreate({ kind, generate, failed });
  useAddressedDocument(
    from.param,
    from.read,
    (document) => setDraft((shown) => from.apply(shown, document)),
    (error) => create.setProblem(failureMessage(error, from.failed.read, from.failed.readUnreachable)),
  );
  const title = `Create ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const { fields, notice } = check(draft);
        void create.submit(payload(draft), fields, notice);
      }}
      noValidate
    >
      <Stack gap="md">
        <PageTitle title={title} />
        {form({ draft, readOnly: false, errors: create.errors, onChange: setDraft })}
        <FormSubmitFooter problem={create.problem} busy={create.busy} label={title} />
      </Stack>
    </form>
  );
}
