import { useMemo, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Stack } from '@mantine/core';
import { FormSubmitFooter } from '../ui/form-submit-footer';
import { PageTitle } from '../ui/page-title';
import { UnsavedDraft } from '../ui/unsaved-draft';
import { useNewRecordDraft } from '../ui/use-unsaved-changes';
import { CreateOrDuplicate, type DuplicateOf } from './duplicate-source';
import { useVoucherCreate, type CreatedOnce } from './use-voucher-create';

/** The form a create screen shows: the draft, its messages, and every change. */
export interface CreateFormProps<D> {
  draft: D;
  readOnly: false;
  errors: Readonly<Record<string, string>>;
  onChange: Dispatch<SetStateAction<D>>;
}

/**
 * A kind made on a plain form of its own (a journal): its create screen,
 * /{kind}-create, is declared here and built by the kernel — blank or a copy after Duplicate, its draft
 * kept in the browser until created, checked before sending, sent once however often it is submitted,
 * and the new document opened after its notice.
 */
export interface CreateDeclaration<K extends CreatedOnce, A, R extends { id: number }, D, P> {
  kind: K;
  /** 'Create Journal': the page's title, and its button's label unless `submitLabel` says otherwise. */
  title: string;
  submitLabel?: string;
  blank: (today: string) => D;
  /** Duplicate: how the document copied is read, and the draft made from it. */
  duplicate: { of: DuplicateOf<A, R>; copy: (copyOf: R, today: string) => D };
  /** The server's rule run before sending: each field's message, and one above the button. */
  check: (draft: D) => { fields: Record<string, string>; notice: string | null };
  payload: (draft: D) => P;
  /** Sends the document with the form's Idempotency-Key: its number and the server's notice. */
  generate: (payload: P, requestKey: string) => Promise<{ number: number; message: string }>;
  /** The spec's words for a failed create, when the server gave none of its own. */
  failed: { create: string; createUnreachable: string };
  form: (form: CreateFormProps<D>) => ReactNode;
  /** Whether the draft may be sent yet (a journal: once its debits equal its credits). */
  ready?: (draft: D) => boolean;
}

/** The kind's create screen, built from its declaration. */
export function DocumentCreatePage<K extends CreatedOnce, A, R extends { id: number }, D, P>({
  declaration,
}: {
  declaration: CreateDeclaration<K, A, R, D, P>;
}) {
  // One component for as long as the declaration stands: a new one each render would start the form afresh.
  const Form = useMemo(
    () =>
      function KindCreateForm({ initial, source }: { initial: D; source: number | null }) {
        return <CreateForm declaration={declaration} initial={initial} source={source} />;
      },
    [declaration],
  );
  return (
    <CreateOrDuplicate
      of={declaration.duplicate.of}
      blank={declaration.blank}
      copy={declaration.duplicate.copy}
      form={Form}
    />
  );
}

/** `source`: the document copied, if any; its draft is kept apart from a blank one's. */
function CreateForm<K extends CreatedOnce, A, R extends { id: number }, D, P>({
  declaration,
  initial,
  source,
}: {
  declaration: CreateDeclaration<K, A, R, D, P>;
  initial: D;
  source: number | null;
}) {
  const { kind, title, check, payload, ready } = declaration;
  const { draft, setDraft, kept } = useNewRecordDraft(`${kind}-create`, () => initial, source);
  const create = useVoucherCreate({
    kind,
    generate: declaration.generate,
    failed: declaration.failed,
    onCreated: kept.settle,
  });

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
        <UnsavedDraft draft={kept} />
        {declaration.form({ draft, readOnly: false, errors: create.errors, onChange: setDraft })}
        <FormSubmitFooter
          problem={create.problem}
          busy={create.busy}
          label={declaration.submitLabel ?? title}
          disabled={ready !== undefined && !ready(draft)}
        />
      </Stack>
    </form>
  );
}
