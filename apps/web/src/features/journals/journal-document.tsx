import { journalNumberText } from '@fleetledger/shared/journals/journal-rules';
import { journalRecord } from '@fleetledger/shared/journals/journals.contract';
import { documentKind, documentPages } from '../../documents/document-kind';
import { DuplicateButton } from '../../documents/duplicate-source';
import { bareAnswer } from '../../documents/document-frame';
import { journalCalls, journalListPage } from './api/journal-calls';
import { JournalForm } from './components/journal-form';
import { JOURNAL_MERGE, journalDraft, journalPayload, journalProblems } from './model/journal-drafts';
import { CreateJournalPage } from './pages/create-journal-page';

/**
 * Journal vouchers: listed with every party their lines name and no VAT column; a journal's page
 * shows its lines read-only, each account leading to its ledger, until Edit (only while Created,
 * saved at the version read); Change Status with the codes, leaving Posted
 * on the day chosen under 'Reverse on'; attachments; Duplicate.
 */
export const JOURNAL_DOCUMENT = documentKind({
  kind: 'journal',
  numberText: journalNumberText,
  list: { party: 'party', fetchPage: journalListPage, withVat: false },
  details: {
    answer: bareAnswer(journalRecord),
    schema: journalRecord,
    saveLabel: 'Save Changes',
    toDraft: journalDraft,
    merge: JOURNAL_MERGE,
    check: journalProblems,
    update: (draft, at) => journalCalls.update({ ...journalPayload(draft), ...at }),
    move: journalCalls.move,
    reversedOnADay: true,
    actions: (journal) => <DuplicateButton kind="journal" number={journal.number} />,
    form: (form, journal) => <JournalForm {...form} stored={journal} />,
  },
  create: CreateJournalPage,
});

/** Journals' screens: /journals, /journal-create and /journal/{number}. */
export const JOURNAL_PAGES = documentPages(JOURNAL_DOCUMENT);
