import { createHash } from 'node:crypto';
import type { LedgerLineDraft } from '@fleetledger/shared/ledger/posting-rules';

/** What an entry's hash covers: everything it says, its lines in order, and the hash before it. */
export interface HashedEntry {
  previousHash: string | null;
  date: string;
  sourceKind: string;
  sourceId: number;
  sourceNumber: string;
  event: string;
  reversesEntryId: number | null;
  memo: string;
  lines: readonly LedgerLineDraft[];
}

/**
 * SHA-256 over a fixed JSON array of the entry's fields, so the same content always gives the same
 * hash, and a changed amount, account, date or order breaks this entry's link and every later one.
 */
export function entryHash(entry: HashedEntry): string {
  const content = [
    entry.previousHash,
    entry.date,
    entry.sourceKind,
    entry.sourceId,
    entry.sourceNumber,
    entry.event,
    entry.reversesEntryId,
    entry.memo,
    entry.lines.map((line) => {
      const first = [
        line.accountId,
        line.debitFils,
        line.creditFils,
        line.partyId,
        line.invoiceId,
        line.truckId,
        line.jobId,
        line.vatPercent,
      ];
      // Links the books gained later (the purchase, the driver) are hashed only when a line has one,
      // so every entry written before them keeps the hash it was written with.
      return line.purchaseId === null && line.driverId === null ? first : [...first, line.purchaseId, line.driverId];
    }),
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
