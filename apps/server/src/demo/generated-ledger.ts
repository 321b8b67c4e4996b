import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import { requireBalanced, reversedLines, type LedgerLineDraft } from '@fleetledger/shared/ledger/posting-rules';
import type { Executor } from '../db/client';
import { entryHash } from '../features/ledger/ledger-hash';
import { lastHash, lockChain } from '../features/ledger/ledger.queries';
import { ledgerEntries, ledgerLines } from '../db/schema';
import { insertRows, takeIds } from './column-insert';

/** An entry of generated books, in the shape the ledger service writes one. */
export interface GeneratedEntry {
  date: string;
  sourceKind: LedgerSourceKind;
  sourceId: number;
  sourceNumber: string;
  event: 'post' | 'reverse';
  reversesEntryId: number | null;
  memo: string;
  lines: LedgerLineDraft[];
}

/** A generated document's posting once written: the entry it made and its lines, for the entry that reverses it. */
export interface GeneratedPosting {
  entryId: number;
  lines: LedgerLineDraft[];
}

/** The entry posting a document (`sourceNumber` as printed), as the ledger service writes it on Posted. */
export function postingEntry(
  sourceKind: LedgerSourceKind,
  document: { id: number; date: string },
  sourceNumber: string,
  memo: string,
  lines: LedgerLineDraft[],
): GeneratedEntry {
  return {
    date: document.date,
    sourceKind,
    sourceId: document.id,
    sourceNumber,
    event: 'post',
    reversesEntryId: null,
    memo,
    lines,
  };
}

/** The entry reversing a document's posting line for line, as the app writes a cancellation or a credit note. */
export function reversalEntry(
  sourceKind: LedgerSourceKind,
  document: { id: number; date: string },
  sourceNumber: string,
  memo: string,
  posting: GeneratedPosting,
): GeneratedEntry {
  return {
    ...postingEntry(sourceKind, document, sourceNumber, memo, reversedLines(posting.lines)),
    event: 'reverse',
    reversesEntryId: posting.entryId,
  };
}

/**
 * Lines per statement; an entry's lines never straddle two, since each statement must leave its
 * entries balanced. Kept modest because the balance trigger's work grows with the statement's lines
 * times its entries.
 */
const LINES_PER_STATEMENT = 1_000;

/**
 * The chain's next `count` links, for a transaction that writes generated books: the chain's lock is
 * held (as every posting holds it) and the ids are taken up front, so an entry can name one added
 * before it in the same batch. Each `append` hashes exactly as the ledger service does, in id order,
 * so verifyLedger accepts the result; `write` puts the entries and their lines in.
 */
export async function openGeneratedChain(tx: Executor, count: number) {
  await lockChain(tx);
  let previousHash = await lastHash(tx);
  const ids = await takeIds(tx, ledgerEntries, count);
  const rows: (GeneratedEntry & { id: number; previousHash: string | null; hash: string })[] = [];
  return {
    append(entry: GeneratedEntry): number {
      const id = ids[rows.length];
      if (id === undefined) throw new Error(`More than the ${count} entries this chain was opened for`);
      const lines = requireBalanced(entry.lines);
      const hash = entryHash({ ...entry, lines, previousHash });
      rows.push({ ...entry, lines, id, previousHash, hash });
      previousHash = hash;
      return id;
    },
    async write(): Promise<void> {
      if (rows.length !== count) throw new Error(`${rows.length} entries appended to a chain opened for ${count}`);
      await insertRows(tx, ledgerEntries, rows);
      let batch: Record<string, unknown>[] = [];
      for (const entry of rows) {
        if (batch.length + entry.lines.length > LINES_PER_STATEMENT && batch.length > 0) {
          await insertRows(tx, ledgerLines, batch);
          batch = [];
        }
        entry.lines.forEach((line, index) =>
          batch.push({ ...line, entryId: entry.id, position: index + 1, date: entry.date }),
        );
      }
      await insertRows(tx, ledgerLines, batch);
    },
  };
}
