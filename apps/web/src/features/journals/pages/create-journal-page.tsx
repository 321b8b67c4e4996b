import { Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { FormSubmitFooter } from '../../../ui/form-submit-footer';
import { PageTitle } from '../../../ui/page-title';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useNewRecordDraft } from '../../../ui/use-unsaved-changes';
import { useVoucherCreate } from '../../../ui/use-voucher-create';
import { journalCalls } from '../api/journal-calls';
import { JournalForm } from '../components/journal-form';
import { isBalanced, journalPayload, journalProblems, newJournal } from '../model/journal-drafts';

const FAILED = { create: 'Failed to create journal', createUnreachable: 'Network error while creating journal' };

/**
 * Create Journal, /journal-create: a date, reference and narration, and the lines in a keyboard-first
 * grid; Create Journal waits until the debits equal the credits, and sends once however often it is
 * pressed.
 */
export function CreateJournalPage() {
  const { draft, setDraft, kept } = useNewRecordDraft('journal-create', () => newJournal(todayIn(COMPANY_TIME_ZONE)));
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
