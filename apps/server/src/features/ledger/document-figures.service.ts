import { formatBD } from '@fleetledger/shared/money';
import type { Executor } from '../../db/client';
import { conflict } from '../../http/http-error';
import { documentName } from './document-names';
import {
  controlAccountLines,
  FIGURE_KINDS,
  figuresAdrift,
  type FigureKind,
  type FigureRow,
} from './document-figures.queries';

/** An account's figure as a net debit: on its side, so a credit reads as one. */
const onSide = (fils: number) =>
  fils === 0 ? formatBD(0) : `${formatBD(Math.abs(fils))} ${fils > 0 ? 'debit' : 'credit'}`;

function disagreement(row: FigureRow): string {
  return row.field !== null
    ? `${row.field} is ${formatBD(row.documentFils)} in the document but ${formatBD(row.booksFils)} in the books`
    : `${row.accountName} (account ${row.accountId}) is ${onSide(row.documentFils)} by its lines but ${onSide(row.booksFils)} in the books`;
}

/**
 * `ledger verify`'s sentence for every posted document whose stored figures differ from its posting:
 * someone changed the document behind the app's back, and it no longer says what the books say.
 */
export async function documentFigureFindings(tx: Executor): Promise<string[]> {
  const findings: string[] = [];
  for (const kind of FIGURE_KINDS) {
    const rows = await figuresAdrift(tx, kind);
    findings.push(...rows.map((row) => `${documentName(kind, row.number)}: ${disagreement(row)}`));
  }
  return findings;
}

/**
 * Documents with a line on a control account, from before such lines were refused: they post as they
 * say, so they are warnings for someone to correct, not books that fail to verify.
 */
export async function controlAccountWarnings(tx: Executor): Promise<string[]> {
  return (await controlAccountLines(tx)).map(
    (row) =>
      `${documentName(row.kind, row.number)} has a line on ${row.accountName} (account ${row.accountId}), a control account kept by its own ledger: it was written before such lines were refused`,
  );
}

/**
 * A document is printed or sent only while it says what the books say: a tampered one is refused (409)
 * rather than issued as genuine. One statement, for this document alone; one not posted has nothing to agree with.
 */
export async function requireAgreesWithBooks(db: Executor, kind: FigureKind, id: number): Promise<void> {
  const rows = await figuresAdrift(db, kind, id);
  if (rows.length === 0) return;
  throw conflict(
    `${documentName(kind, rows[0]!.number)} does not agree with the books (${rows.map(disagreement).join('; ')}): run Verify Now on the Books Check page`,
  );
}
