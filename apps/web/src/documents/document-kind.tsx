import type { ComponentType } from 'react';
import type { DeclaredKind, DocumentKind } from './document-calls';
import type { DocumentRecord } from './document-frame';
import type { DocumentListDeclaration } from './document-list';
import { DocumentListPage } from './document-list-page';
import { DocumentSectionsPage, type DocumentSectionsProps } from './document-sections-page';
import { VoucherDetails, type VoucherDetailsProps, type VoucherRecord } from './voucher-details';
import { VoucherPdfPage } from './voucher-pdf-page';

/**
 * A kind of document, declared once: its number, its list, its page (fields, lines, statuses and the
 * calls behind them), its create screen and its printed form. `documentPages` builds the screens
 * from it, as the server's `documentRoutes` builds the calls from the kind's declaration there.
 */
interface KindDeclaration<K extends DeclaredKind> {
  kind: K;
  numberText: (number: number) => string;
  /**
   * Its list, /{kind}s: who it names and which of the standard columns it shows, with the call that
   * reads a page of it — or a list of its own columns in the same frame (`DocumentListFrame`).
   */
  list: Omit<DocumentListDeclaration, 'kind' | 'numberText'> | { screen: ComponentType };
  /** Its create screen, /{kind}-create. */
  create: ComponentType;
  /**
   * Its printed form, /{kind}/report/{number}: the kernel's voucher PDF under this title (the page then
   * offers 'Generate Report'), or a report screen of its own.
   */
  report?: { title: string } | { screen: ComponentType };
}

/** A kind whose page is its form, read-only until Edit, saved whole (purchases, journals, vouchers). */
export interface DocumentKindDeclaration<
  K extends DocumentKind,
  A,
  R extends VoucherRecord,
  D,
> extends KindDeclaration<K> {
  /**
   * Its page, /{kind}/{number}: the details call, the form of its fields and lines, the edit and the
   * status moves; the header, status actions, attachments and history come with every page.
   */
  details: Omit<VoucherDetailsProps<K, A, R, D>, 'kind' | 'numberText' | 'reportPage'>;
}

/**
 * A kind whose page shows its document in sections of its own (an invoice, whose lines are edited in
 * place; a tax note, never edited): the header, its prints, mails, status actions, attachments and
 * history still come with every page.
 */
export interface SectionsKindDeclaration<
  K extends DeclaredKind,
  A,
  R extends DocumentRecord,
> extends KindDeclaration<K> {
  sections: DocumentSectionsProps<A, R>;
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
): DocumentPages;
export function documentPages<K extends DeclaredKind, A, R extends DocumentRecord>(
  declaration: SectionsKindDeclaration<K, A, R>,
): DocumentPages;
export function documentPages(
  declaration:
    | DocumentKindDeclaration<DocumentKind, unknown, VoucherRecord, unknown>
    | SectionsKindDeclaration<DeclaredKind, unknown, DocumentRecord>,
): DocumentPages {
  const { kind, numberText, list, create, report } = declaration;
  return {
    List: 'screen' in list ? list.screen : () => <DocumentListPage kind={kind} numberText={numberText} {...list} />,
    Create: create,
    Details:
      'sections' in declaration
        ? () => <DocumentSectionsPage kind={kind} numberText={numberText} {...declaration.sections} />
        : () => (
            <VoucherDetails
              kind={declaration.kind}
              numberText={numberText}
              reportPage={report !== undefined}
              {...declaration.details}
            />
          ),
    Report:
      report === undefined
        ? undefined
        : 'screen' in report
          ? report.screen
          : () => <VoucherPdfPage kind={kind} title={report.title} numberText={numberText} />,
  };
}

/** Declares a kind, its types read from what it is given. */
export function documentKind<K extends DocumentKind, A, R extends VoucherRecord, D>(
  declaration: DocumentKindDeclaration<K, A, R, D>,
): DocumentKindDeclaration<K, A, R, D>;
export function documentKind<K extends DeclaredKind, A, R extends DocumentRecord>(
  declaration: SectionsKindDeclaration<K, A, R>,
): SectionsKindDeclaration<K, A, R>;
export function documentKind(declaration: object) {
  return declaration;
}
