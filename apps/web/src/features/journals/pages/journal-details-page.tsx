import { journalNumberText } from '@fleetledger/shared/journals/journal-rules';
import { journalRecord } from '@fleetledger/shared/journals/journals.contract';
import { DuplicateButton } from '../../../ui/duplicate-source';
import { bareAnswer, VoucherDetails } from '../../../ui/voucher-details';
import { journalCalls } from '../api/journal-calls';
import { JournalForm } from '../components/journal-form';
import { JOURNAL_MERGE, journalDraft, journalPayload, journalProblems } from '../model/journal-drafts';

/**
 * Journal view/edit, /journal/{number}: its lines read-only, each account leading to its ledger, until
 * Edit (only while Created, saved at the version read); Change Status with the codes, leaving Posted
 * on the day chosen under 'Reverse on'; attachments; Duplicate.
 */
export function JournalDetailsPage() {
  return (
    <VoucherDetails
      kind="journal"
      answer={bareAnswer(journalRecord)}
      schema={journalRecord}
      numberText={journalNumberText}
      saveLabel="Save Changes"
      toDraft={journalDraft}
      merge={JOURNAL_MERGE}
      check={journalProblems}
      update={(draft, at) => journalCalls.update({ ...journalPayload(draft), ...at })}
      move={journalCalls.move}
      reversedOnADay
      actions={(journal) => <DuplicateButton kind="journal" number={journal.number} />}
      form={(form, journal) => <JournalForm {...form} stored={journal} />}
    />
  );
}
