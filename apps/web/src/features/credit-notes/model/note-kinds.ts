import { noteNumberText } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';

/** How the screens name one kind of note and where its pages are: one feature serves credit and debit notes. */
export interface NoteWords {
  kind: NoteKind;
  /** 'Credit Note', as titles and buttons say it. */
  title: string;
  /** 'credit note', inside a sentence. */
  noun: string;
  /** 'Credit Notes', the list's title. */
  listTitle: string;
  listPath: string;
  numberText: (number: number) => string;
  detailsPath: (number: number) => string;
  /** The page issuing a note on the invoice of this number. */
  createPath: (invoiceNumber: number) => string;
}

function wordsOf(kind: NoteKind, title: string): NoteWords {
  const path = kind.replace('_', '-');
  return {
    kind,
    title,
    noun: title.toLowerCase(),
    listTitle: `${title}s`,
    listPath: `/${path}s`,
    numberText: (number) => noteNumberText(kind, number),
    detailsPath: (number) => `/${path}/${number}`,
    createPath: (invoiceNumber) => `/${path}-create?invoice=${invoiceNumber}`,
  };
}

export const NOTE_WORDS: Readonly<Record<NoteKind, NoteWords>> = {
  credit_note: wordsOf('credit_note', 'Credit Note'),
  debit_note: wordsOf('debit_note', 'Debit Note'),
};
