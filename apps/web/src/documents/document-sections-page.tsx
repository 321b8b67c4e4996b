import type { ReactNode } from 'react';
import type { DeclaredKind, DocumentMove } from './document-calls';
import {
  DocumentFrame,
  DocumentRead,
  type DetailsAnswer,
  type DocumentMailing,
  type DocumentRecord,
  type PrintLink,
  type ShownDocument,
} from './document-frame';
import { moveDocumentShown } from './document-status-move';

/**
 * The page of a kind that shows its document in sections of its own (an invoice with its lines edited
 * in place, a tax note that is never edited), in the frame every document's page has.
 */
export interface DocumentSectionsProps<A, R extends DocumentRecord> {
  /** The details call's answer, and where the document sits in it. */
  answer: DetailsAnswer<A, R>;
  /** The page's title when its number names no document. */
  notFound: string;
  /** Its printed forms, first in the header. */
  prints?: (record: R) => readonly PrintLink[];
  /** Its mails (and those of a document made with it): listed below, and Send by e-mail while it may be sent. */
  mails?: (record: R) => readonly DocumentMailing[];
  /** The kind's own buttons, before Change Status. */
  actions?: (shown: ShownDocument<R>) => ReactNode;
  /** Its attachments, as a section of the page; a kind without them (a tax note) leaves this out. */
  attachments?: 'panel';
  /** Moves its status; answers the document as stored now. */
  move: (move: DocumentMove) => Promise<R>;
  /** Why its status cannot move now (e.g. the receipts that pay it). */
  held?: (record: R) => string | null;
  /** Whether its status stays as it is (an opening item): no Change Status. */
  fixed?: (record: R) => boolean;
  /** The kind's own sections, between the header and the mails. */
  sections: (shown: ShownDocument<R>) => ReactNode;
}

/** A document's page, /{kind}/{number}, built from the kind's sections. */
export function DocumentSectionsPage<A, R extends DocumentRecord>(
  props: DocumentSectionsProps<A, R> & { kind: DeclaredKind; numberText: (number: number) => string },
) {
  const { kind } = props;
  return (
    <DocumentRead
      kind={kind}
      answer={props.answer}
      notFound={{ title: props.notFound }}
      failureText={(error) => error.message}
    >
      {(shown) => {
        const { record, show, reload } = shown;
        return (
          <DocumentFrame
            kind={kind}
            record={record}
            numberText={props.numberText}
            readAt={shown.readAt}
            prints={props.prints?.(record)}
            mails={props.mails?.(record)}
            actions={props.actions?.(shown)}
            attachments={
              props.attachments === undefined ? undefined : { shown: 'panel', onChange: () => void reload() }
            }
            move={
              props.fixed?.(record) === true
                ? undefined
                : {
                    held: props.held?.(record) ?? null,
                    onMove: (to, codes) =>
                      moveDocumentShown(
                        props.move({ id: record.id, version: record.version, to, codes }),
                        to,
                        show,
                        () => void reload(),
                      ),
                  }
            }
          >
            {props.sections(shown)}
          </DocumentFrame>
        );
      }}
    </DocumentRead>
  );
}
