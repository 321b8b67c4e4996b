import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { documentKind, documentPages, type DocumentPages } from '../../documents/document-kind';
import { notePdfUrl } from '../../documents/document-calls';
import { ownMailing } from '../../documents/document-frame';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { moveNote, noteDetails } from './api/note-calls';
import { CreditLeftActions, NoteSections, noteHold } from './components/note-sections';
import { NotesList } from './components/notes-list';
import { NOTE_WORDS } from './model/note-kinds';
import { NoteCreatePage } from './pages/note-create-page';

/**
 * Tax credit and debit notes: corrections of posted invoices, issued from the invoice's page, never
 * edited. A note's page (/credit-note/{number}, /debit-note/{number}) shows what it corrects on which
 * invoice and why, its lines and totals, and for a credit note where its credit went; its PDF, mail,
 * cancellation (with the codes), and the allocation or refund of a credit note's credit left.
 */
function noteDocument(kind: NoteKind) {
  return documentKind({
    kind,
    numberText: NOTE_WORDS[kind].numberText,
    list: { screen: () => <NotesList kind={kind} /> },
    create: () => <NoteCreatePage kind={kind} />,
    sections: {
      answer: { schema: noteDetails(kind), read: (note) => note, replace: (_, note) => note },
      notFound: NOTE_MESSAGES.notFound(kind),
      prints: (note) => [{ label: 'PDF', href: notePdfUrl(kind, note.number) }],
      mails: (note) => [ownMailing({ document: kind, number: note.number }, note.status)],
      actions: (shown) => kind === 'credit_note' && <CreditLeftActions {...shown} />,
      move: (move) => moveNote(kind, move),
      held: noteHold,
      sections: ({ record }) => <NoteSections kind={kind} note={record} />,
    },
  });
}

/** Each kind's screens: /credit-notes, /credit-note-create?invoice=, /credit-note/{number}, and the debit notes'. */
export const NOTE_PAGES: Readonly<Record<NoteKind, DocumentPages>> = {
  credit_note: documentPages(noteDocument('credit_note')),
  debit_note: documentPages(noteDocument('debit_note')),
};
