import { EMPTY, money, text, type BooksCell, type BooksRow } from '../../../lib/books/books-view';

/** An account's line of a statement: its name (leading to its General Ledger where it has one) and amounts. */
export interface StatementLine {
  key: string;
  name: string;
  link?: string;
  amounts: number[];
}

/**
 * A statement's section as rows of its table: the heading, each account, and the section's total; its
 * amounts in BD, one per column after the name.
 */
export function sectionRows(section: string, totalLabel: string, lines: StatementLine[], totals: number[]): BooksRow[] {
  const amounts = (values: number[]): BooksCell[] => values.map((value) => money(value));
  return [
    { key: `${section}-heading`, role: 'heading', cells: [text(section), ...totals.map(() => EMPTY)] },
    ...lines.map((line) => ({
      key: `${section}-${line.key}`,
      cells: [text(line.name, line.link), ...amounts(line.amounts)],
    })),
    { key: `${section}-total`, role: 'subtotal' as const, cells: [text(totalLabel), ...amounts(totals)] },
  ];
}
