import type { ComponentType } from 'react';
import type { DocumentKind } from './document-calls';
import type { DocumentListDeclaration } from './document-list';
import { DocumentListPage } from './document-list-page';
import { VoucherDetails, type VoucherDetailsProps, type VoucherRecord } from './voucher-details';
import { VoucherPdfPage } from './voucher-pdf-page';

/**
 * A kind of document, declared once: its number, its list, its page (fields, lines, statuses and the
 * calls behind them), its create screen and its printed voucher. `documentPages` builds the screens
 * from it, as the server's `documentRoutes` builds the calls from the kind's declaration there.
 */
export interface DocumentKindDeclaration<K extends DocumentKind, A, R extends VoucherRecord, D> {
  kind: K;
  numberText: (number: number) => string;
  /** Who its list names and which columns it shows, and the call that reads a page of it. */
  list: Omit<DocumentListDeclaration, 'kind' | 'numberText'>;
  /**
   * Its page, /{kind}/{number}: the details call, the form of its fields and lines, the edit and the
   * status moves; the header, status actions, attachments and history come with every page.
   */
  details: Omit<VoucherDetailsProps<K, A, R, D>, 'kind' | 'numberText' | 'reportPage'>;
  /** Its create screen, /{kind}-create. */
  create: ComponentType;
  /** Its printed voucher, /{kind}/report/{number}, under this title; the page then offers its report. */
  report?: { title: string };
}

/** The screens of one kind, as the router mounts them. */
export interface DocumentPages {
  List: ComponentType;
  Create: ComponentType;
  Details: ComponentType;
  Report?: ComponentType;
}

/** The kind's screens, built from its declaration. */
export function documentPages<K extends DocumentKind, A, R extends VoucherRecord, D>(
  declaration: DocumentKindDeclaration<K, A, R, D>,
): DocumentPages {
  const { kind, numberText, list, details, create, report } = declaration;
  return {
    List: () => <DocumentListPage kind={kind} numberText={numberText} {...list} />,
    Create: create,
    Details: () => (
      <VoucherDetails<K, A, R, D> kind={kind} numberText={numberText} reportPage={report !== undefined} {...details} />
    ),
    Report:
      report === undefined
        ? undefined
        : () => <VoucherPdfPage kind={kind} title={report.title} numberText={numberText} />,
  };
}

/** Declares a kind, its types read from what it is given. */
export function documentKind<K extends DocumentKind, A, R extends VoucherRecord, D>(
  declaration: DocumentKindDeclaration<K, A, R, D>,
): DocumentKindDeclaration<K, A, R, D> {
  return declaration;
}
