import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import { requireBalanced, type LedgerLineDraft } from '@fleetledger/shared/ledger/posting-rules';
import type { Executor } from '../db/client';
import { entryHash } from '../features/ledger/ledger-hash';
import { lastHash, lockChain } from '../features/ledger/ledger.queries';
import { insertColumns, takeIds, type Column } from './column-insert';

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

const ENTRY_COLUMNS: readonly Column[] = [
  ['id', 'id', 'bigint'],
  ['date', 'date', 'date'],
  ['sourceKind', 'source_kind', 'text'],
  ['sourceId', 'source_id', 'bigint'],
  ['sourceNumber', 'source_number', 'text'],
  ['event', 'event', 'text'],
  ['reversesEntryId', 'reverses_entry_id', 'bigint'],
  ['memo', 'memo', 'text'],
  ['previousHash', 'previous_hash', 'text'],
  ['hash', 'hash', 'text'],
];

const LINE_COLUMNS: readonly Column[] = [
  ['entryId', 'entry_id', 'bigint'],
  ['position', 'position', 'integer'],
  ['date', 'date', 'date'],
  ['accountId', 'account_id', 'bigint'],
  ['debitFils', 'debit_fils', 'bigint'],
  ['creditFils', 'credit_fils', 'bigint'],
  ['partyId', 'party_id', 'bigint'],
  ['invoiceId', 'invoice_id', 'bigint'],
  ['purchaseId', 'purchase_id', 'bigint'],
  ['truckId', 'truck_id', 'bigint'],
  ['driverId', 'driver_id', 'bigint'],
  ['jobId', 'job_id', 'bigint'],
  ['vatPercent', 'vat_percent', 'integer'],
];

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
  const ids = await takeIds(tx, 'ledger_entries', count);
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
      await insertColumns(tx, 'ledger_entries', ENTRY_COLUMNS, rows);
      let batch: Record<string, unknown>[] = [];
      for (const entry of rows) {
        if (batch.length + entry.lines.length > LINES_PER_STATEMENT && batch.length > 0) {
          await insertColumns(tx, 'ledger_lines', LINE_COLUMNS, batch);
          batch = [];
        }
        entry.lines.forEach((line, index) =>
          batch.push({ ...line, entryId: entry.id, position: index + 1, date: entry.date }),
        );
      }
      await insertColumns(tx, 'ledger_lines', LINE_COLUMNS, batch);
    },
  };
}
