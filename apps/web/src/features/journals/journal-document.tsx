import { journalNumberText } from '@fleetledger/shared/journals/journal-rules';
import { journalRecord, type JournalRecord } from '@fleetledger/shared/journals/journals.contract';
import { documentKind, documentPages } from '../../documents/document-kind';
import { DocumentCreatePage, type CreateDeclaration } from '../../documents/document-create-page';
import { DuplicateButton } from '../../documents/duplicate-source';
import { bareAnswer } from '../../documents/document-frame';
import { journalCalls, journalListPage } from './api/journal-calls';
import { JournalForm } from './components/journal-form';
import * as drafts from './model/journal-drafts';

/**
 * Create Journal, /journal-create: a date, reference and narration, and the lines in a keyboard-first
 * grid; Create Journal waits until the debits equal the credits. After Duplicate, a copy of the journal
 * (whose details answer the journal itself, asked by its number in the body).
 */
export const JOURNAL_CREATE = {
  kind: 'journal',
  title: 'Create Journal',
  blank: drafts.newJournal,
  duplicate: {
    of: {
      kind: 'journal',
      schema: journalRecord,
      read: (journal) => journal,
      numberIn: 'body',
      numberText: journalNumberText,
    },
    copy: drafts.journalCopy,
  },
  check: drafts.journalProblems,
  payload: drafts.journalPayload,
  generate: (payload, requestKey) => journalCalls.generate(payload, requestKey),
  failed: { create: 'Failed to create journal', createUnreachable: 'Network error while creating journal' },
  form: (form) => <JournalForm {...form} />,
  ready: (draft) => drafts.isBalanced(draft.lines),
} satisfies CreateDeclaration<
  'journal',
  JournalRecord,
  JournalRecord,
  ReturnType<typeof drafts.newJournal>,
  ReturnType<typeof drafts.journalPayload>
>;

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
    toDraft: drafts.journalDraft,
    merge: drafts.JOURNAL_MERGE,
    check: drafts.journalProblems,
    update: (draft, at) => journalCalls.update({ ...drafts.journalPayload(draft), ...at }),
    move: journalCalls.move,
    reversedOnADay: true,
    actions: (journal) => <DuplicateButton kind="journal" number={journal.number} />,
    form: (form, journal) => <JournalForm {...form} stored={journal} />,
  },
  create: () => <DocumentCreatePage declaration={JOURNAL_CREATE} />,
});

/** Journals' screens: /journals, /journal-create and /journal/{number}. */
export const JOURNAL_PAGES = documentPages(JOURNAL_DOCUMENT);
