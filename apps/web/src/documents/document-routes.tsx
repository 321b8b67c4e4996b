import { lazy, type ComponentType, type ReactNode } from 'react';
import type { DeclaredKind } from './document-calls';
import { kindWords } from './kind-words';
import type { DocumentPages } from './document-kind';

/**
 * A kind's addresses, each screen loaded with the kind's module when first opened: /{kind}s,
 * /{kind}-create, /{kind}/{number}, and /{kind}/report/{number} for a kind with a printed form (a
 * credit_note's are /credit-notes, /credit-note-create, …).
 */
export function documentRoutes(
  kind: DeclaredKind,
  load: () => Promise<DocumentPages>,
  { report = false }: { report?: boolean } = {},
): { path: string; element: ReactNode }[] {
  const screen = (pick: (pages: DocumentPages) => ComponentType | undefined) => {
    const Screen = lazy(() =>
      load().then((pages) => {
        const page = pick(pages);
        if (page === undefined) throw new Error(`A ${kind} has no such screen.`);
        return { default: page };
      }),
    );
    return <Screen />;
  };
  const words = kindWords(kind);
  return [
    { path: words.listPath, element: screen((pages) => pages.List) },
    { path: words.createPath, element: screen((pages) => pages.Create) },
    { path: words.detailsPath(':number'), element: screen((pages) => pages.Details) },
    ...(report ? [{ path: words.reportPath(':number'), element: screen((pages) => pages.Report) }] : []),
  ];
}
