import { Stack } from '@mantine/core';
import { journalNumberText } from '@fleetledger/shared/journals/journal-rules';
import { journalRecord, type JournalRecord } from '@fleetledger/shared/journals/journals.contract';
import { CreateOrDuplicate, type DuplicateOf } from '../../../documents/duplicate-source';
import { FormSubmitFooter } from '../../../ui/form-submit-footer';
import { PageTitle } from '../../../ui/page-title';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useNewRecordDraft } from '../../../ui/use-unsaved-changes';
import { useVoucherCreate } from '../../../documents/use-voucher-create';
import { journalCalls } from '../api/journal-calls';
import { JournalForm } from '../components/journal-form';
import {
  isBalanced,
  journalCopy,
  journalPayload,
  journalProblems,
  newJournal,
  type JournalDraft,
} from '../model/journal-drafts';

/** A journal's details answer the journal itself, asked by its number in the body. */
const JOURNAL_COPIED: DuplicateOf<JournalRecord, JournalRecord> = {
  kind: 'journal',
  schema: journalRecord,
  read: (journal) => journal,
  numberIn: 'body',
  numberText: journalNumberText,
};

const FAILED = { create: 'Failed to create journal', createUnreachable: 'Network error while creating journal' };

/**
 * Create Journal, /journal-create: a date, reference and narration, and the lines in a keyboard-first
 * grid; Create Journal waits until the debits equal the credits, and sends once however often it is
 * pressed. After Duplicate, a copy of the journal.
 */
export function CreateJournalPage() {
  return <CreateOrDuplicate of={JOURNAL_COPIED} blank={newJournal} copy={journalCopy} form={JournalCreateForm} />;
}

/** `source`: the journal copied, if any; its draft is kept apart from a blank journal's. */
function JournalCreateForm({ initial, source }: { initial: JournalDraft; source: number | null }) {
  const { draft, setDraft, kept } = useNewRecordDraft('journal-create', () => initial, source);
  const create = useVoucherCreate({
    kind: 'journal',
    generate: (payload: ReturnType<typeof journalPayload>, requestKey: string) =>
      journalCalls.generate(payload, requestKey),
    failed: FAILED,
    onCreated: kept.settle,
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const { fields, notice } = journalProblems(draft);
        void create.submit(journalPayload(draft), fields, notice);
      }}
      noValidate
    >
      <Stack gap="md">
        <PageTitle title="Create Journal" />
        <UnsavedDraft draft={kept} />
        <JournalForm draft={draft} readOnly={false} errors={create.errors} onChange={setDraft} />
        <FormSubmitFooter
          problem={create.problem}
          busy={create.busy}
          label="Create Journal"
          disabled={!isBalanced(draft.lines)}
        />
      </Stack>
    </form>
  );
}
