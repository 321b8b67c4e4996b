import type { ReactNode } from 'react';
import { Button, Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AttachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { mailRefusal } from '@fleetledger/shared/mail/mail-documents';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { MailedDocument } from '../lib/mail-calls';
import { RecordHistory } from '../ui/record-history';
import type { DeclaredKind, DocumentMove } from './document-calls';
import { documentKey, useDocumentDetails } from './document-details';
import { useDocumentNumber } from './document-number';
import { DocumentAttachmentsButton, DocumentAttachmentsPanel } from './document-attachments';
import { DocumentMails } from './document-mails';
import { DocumentPageHeader } from './document-page-header';
import { DocumentDetailsState } from './document-page-states';
import { kindWords, takesAttachmentFiles } from './kind-words';
import { SendByMailButton } from './send-by-mail-button';
import { SignedInStatusActions } from './signed-in-status-actions';

/** What every document's record has, whatever else it holds. */
export interface DocumentRecord {
  id: number;
  number: number;
  date: string;
  status: DocumentStatus;
  version: number;
}

/** Where a document sits in its details call's answer. */
export interface DetailsAnswer<A, R> {
  schema: ResponseParser<A>;
  numberIn?: 'query' | 'body';
  read: (answer: A) => R;
  replace: (answer: A, record: R) => A;
}

/** A details call that answers the document itself, read by a POST of its number (receipts, payments). */
export function bareAnswer<R>(schema: ResponseParser<R>): DetailsAnswer<R, R> {
  return { schema, numberIn: 'body', read: (record) => record, replace: (_, record) => record };
}

/** What a document page can do with the document it shows. */
export interface ShownDocument<R> {
  record: R;
  /** Shows the document as the server now stores it, without a new read. */
  show: (record: R) => void;
  /** Reads it again; settles once it is read. */
  reload: () => Promise<unknown>;
  /** When the document was last read: its History reads again with it. */
  readAt: number;
}

interface DocumentReadProps<A, R> {
  kind: DeclaredKind;
  answer: DetailsAnswer<A, R>;
  /** The page's words when the number names no document: its title, and a sentence under it. */
  notFound: { title: string; text?: string };
  failureText: (error: Error) => string;
  /** The page with its document, new for each number (one document's state never carries over). */
  children: (shown: ShownDocument<R>) => ReactNode;
}

/** A document page's read, /{kind}/{number}: not found, loading and failed, then the document. */
export function DocumentRead<A, R>({ kind, answer, notFound, failureText, children }: DocumentReadProps<A, R>) {
  const words = kindWords(kind);
  const number = useDocumentNumber();
  const query = useDocumentDetails(kind, number, answer.schema, answer.numberIn);
  const queryClient = useQueryClient();

  if (number === null || !query.isSuccess)
    return (
      <DocumentDetailsState
        badNumber={number === null}
        query={query}
        notFound={{ ...notFound, back: backTo(kind) }}
        loadingLabel={`Loading ${words.noun}...`}
        failureText={failureText}
      />
    );
  const data = query.data;
  return (
    <Stack key={number} gap="md">
      {children({
        record: answer.read(data),
        show: (next) => queryClient.setQueryData(documentKey(kind, number), answer.replace(data, next)),
        reload: () => query.refetch(),
        readAt: query.dataUpdatedAt,
      })}
    </Stack>
  );
}

/** The way back from a document's page to its list. */
const backTo = (kind: DeclaredKind) => ({ path: kindWords(kind).listPath, label: `Back to ${kindWords(kind).noun}s` });

/** A printed form of the document, opened in a new tab. */
export interface PrintLink {
  label: string;
  href: string;
}

/** A document sent by e-mail from its page: its mails are listed, and while `send`, Send by e-mail is offered. */
export interface DocumentMailing {
  mailed: Extract<MailedDocument, { number: number }>;
  /** The button's words, when not 'Send by e-mail'. */
  label?: string;
  send: boolean;
}

/** A document's mailing of itself, offered once it is issued. */
export function ownMailing(mailed: DocumentMailing['mailed'], status: DocumentStatus): DocumentMailing {
  return { mailed, send: mailRefusal(mailed.document, status) === null };
}

interface DocumentFrameProps<R extends DocumentRecord> {
  kind: DeclaredKind;
  record: R;
  numberText: (number: number) => string;
  /** Its printed forms, first in the header. */
  prints?: readonly PrintLink[];
  mails?: readonly DocumentMailing[];
  /** The kind's own buttons, after the mail's. */
  actions?: ReactNode;
  /** Its attachments: a button opening them (a voucher) or a section of the page (an invoice). */
  attachments?: { shown: 'button' | 'panel'; onChange: () => void };
  /** Change Status, unless the page offers none now (an opening item, a voucher being edited). */
  move?: {
    held: string | null;
    /** The document's date when leaving Posted is dated on a chosen day (a journal's reversal). */
    reversesFrom?: string;
    onMove: (to: DocumentMove['to'], codes: DocumentMove['codes'], reverseOn?: string) => Promise<void>;
  };
  /** Buttons after Change Status, e.g. Edit. */
  trailing?: ReactNode;
  /** The kind's sections of the page, before its mails, attachments and history. */
  children: ReactNode;
  readAt: number;
}

/**
 * A document's page as every kind has it: the way back, its number and status, its printed forms,
 * Send by e-mail, the kind's buttons, its attachments and Change Status; then the kind's sections,
 * the mails sent, the attachments where they are a section, and its History.
 */
export function DocumentFrame<R extends DocumentRecord & { attachments?: readonly AttachmentLink[] }>(
  props: DocumentFrameProps<R>,
) {
  const { kind, record, attachments, move } = props;
  const words = kindWords(kind);
  const attached =
    attachments !== undefined && takesAttachmentFiles(kind) && record.attachments !== undefined
      ? { kind, document: { ...record, attachments: record.attachments }, onChange: attachments.onChange }
      : null;
  return (
    <>
      <DocumentPageHeader back={backTo(kind)} title={props.numberText(record.number)} status={record.status}>
        {props.prints?.map((print) => (
          <Button key={print.label} component="a" variant="default" href={print.href} target="_blank">
            {print.label}
          </Button>
        ))}
        {props.mails
          ?.filter((mailing) => mailing.send)
          .map((mailing) => (
            <SendByMailButton key={mailing.mailed.document} label={mailing.label} mailed={mailing.mailed} />
          ))}
        {props.actions}
        {attached !== null && attachments?.shown === 'button' && (
          <DocumentAttachmentsButton title={`${words.title} Attachments`} {...attached} />
        )}
        {move !== undefined && (
          <SignedInStatusActions
            kind={kind}
            status={record.status}
            held={move.held}
            reversesFrom={move.reversesFrom}
            onMove={move.onMove}
          />
        )}
        {props.trailing}
      </DocumentPageHeader>
      {props.children}
      {props.mails?.map((mailing) => (
        <DocumentMails key={mailing.mailed.document} mailed={mailing.mailed} />
      ))}
      {attached !== null && attachments?.shown === 'panel' && (
        <Paper withBorder p="md" component="section" aria-label="Attachments">
          <DocumentAttachmentsPanel {...attached} />
        </Paper>
      )}
      <RecordHistory kind={kind} id={record.id} readAt={props.readAt} />
    </>
  );
}
