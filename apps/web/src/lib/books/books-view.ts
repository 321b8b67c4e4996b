import { bdToFils } from '@fleetledger/shared/money';
import type { FigureCell } from '../table-workbook';

/** What a books page shows, as plain data: the screen, the print and the Excel file all read it. */

export type BooksCell =
  | { kind: 'text'; text: string; /** A page of the app the text opens. */ link?: string }
  | {
      kind: 'money';
      fils: number;
      /** Coloured as a gain or a loss (profit). */
      signed?: boolean;
      /** A net profit or loss: a loss in brackets, as accountants print it. */
      net?: boolean;
      /** A page of the app the amount opens (what makes it up), and what the link says to a screen reader. */
      link?: { to: string; label: string };
    }
  /** A running balance, debit positive, shown as an amount with its side (Dr / Cr). */
  | { kind: 'balance'; fils: number }
  | Extract<FigureCell, { kind: 'date' | 'count' | 'empty' }>;

export interface BooksColumn {
  header: string;
  align: 'left' | 'right';
  /** Width in Excel characters. */
  width: number;
}

export interface BooksRow {
  key: string;
  cells: BooksCell[];
  /**
   * Opening and closing lines stand out from the documents between them; a statement's sections open
   * with a heading and close with a subtotal.
   */
  role?: 'data' | 'opening' | 'closing' | 'heading' | 'subtotal';
}

/** A key figure shown above the table and listed under it in the workbook. */
export interface BooksFigure {
  label: string;
  cell: BooksCell;
}

/** A sentence about the figures, e.g. whether the totals balance; `tone` colours it. */
export interface BooksVerdict {
  text: string;
  tone: 'good' | 'bad' | 'due' | 'reclaim';
}

export interface BooksView {
  title: string;
  /** Whose figures: an account, a customer; null when the page covers all. */
  subject: string | null;
  /** '01/11/2026 – 30/11/2026', 'As at 23/11/2026', with the page when there are several. */
  period: string;
  columns: BooksColumn[];
  rows: BooksRow[];
  totals: BooksRow | null;
  figures: BooksFigure[];
  verdict: BooksVerdict | null;
  emptyMessage: string;
  /** The Excel file's name, e.g. 'trial_balance_2026-11-01_2026-11-30.xlsx'. */
  fileName: string;
}

export const text = (value: string, link?: string): BooksCell =>
  link === undefined ? { kind: 'text', text: value } : { kind: 'text', text: value, link };
export const EMPTY: BooksCell = { kind: 'empty' };

/** The contract carries BD; the screen keeps fils so the sums and formats are exact. */
export const money = (bd: number, signed = false): BooksCell =>
  signed ? { kind: 'money', fils: bdToFils(bd), signed } : { kind: 'money', fils: bdToFils(bd) };
export const balance = (bd: number): BooksCell => ({ kind: 'balance', fils: bdToFils(bd) });
/** A period's net profit, coloured, and a loss in brackets. */
export const netMoney = (bd: number): BooksCell => ({ kind: 'money', fils: bdToFils(bd), signed: true, net: true });

/**
 * A ledger's opening or closing line: its date first, its name where the documents' words stand (the
 * third column), its figures at the right end of a table `width` columns wide.
 */
export function balanceLine(date: string, name: string, width: number, figures: BooksCell[]): BooksCell[] {
  const blanks: BooksCell[] = Array.from({ length: width - 3 - figures.length }, () => EMPTY);
  return [{ kind: 'date', date }, EMPTY, text(name), ...blanks, ...figures];
}

/** A column of names, dates or words. */
export const column = (header: string, width: number): BooksColumn => ({ header, align: 'left', width });
/** A column of figures, set right. */
export const figureColumn = (header: string, width = 16): BooksColumn => ({ header, align: 'right', width });
