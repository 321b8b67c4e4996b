import { lazy, type ComponentType, type ReactNode } from 'react';
import type { DocumentKind } from './document-calls';
import type { DocumentPages } from './document-kind';

/**
 * A kind's addresses, each screen loaded with the kind's module when first opened: /{kind}s,
 * /{kind}-create, /{kind}/{number}, and /{kind}/report/{number} for a kind with a printed voucher.
 */
export function documentRoutes(
  kind: DocumentKind,
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
  return [
    { path: `/${kind}s`, element: screen((pages) => pages.List) },
    { path: `/${kind}-create`, element: screen((pages) => pages.Create) },
    { path: `/${kind}/:number`, element: screen((pages) => pages.Details) },
    ...(report ? [{ path: `/${kind}/report/:number`, element: screen((pages) => pages.Report) }] : []),
  ];
}
