import { adoptNumberPrefixes, NUMBERED_DOCUMENTS } from '@fleetledger/shared/documents/document-number-prefixes';
import {
  DOCUMENT_NUMBER_MESSAGES,
  type DocumentNumberSeries,
  type DocumentPrefixInput,
  numberPrefixesOf,
} from '@fleetledger/shared/settings/document-numbers.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { badRequest } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { requireVersion } from '../../kernel/stale-edit';
import * as q from './document-numbers.queries';

/** Every kind's numbering as the Settings page and every screen read it. */
export async function documentNumbers(db: Executor): Promise<DocumentNumberSeries[]> {
  // One after another: inside a transaction they share its one connection.
  const ranges = await q.prefixRanges(db);
  const versions = await q.seriesVersions(db);
  const next = await q.nextNumbers(db);
  return NUMBERED_DOCUMENTS.map((kind) => {
    const own = ranges
      .filter((range) => range.kind === kind)
      .map(({ from_number, prefix }) => ({ from_number, prefix }));
    return {
      kind,
      prefix: own.at(-1)!.prefix,
      next_number: next.get(kind) ?? 1,
      ranges: own,
      version: versions.get(kind)!,
    };
  });
}

let readsStarted = 0;
let newestAdopted = 0;

/**
 * Reads the ranges from the database and prints with them from now on (at start, after a save, and
 * when told they changed). Reads told at once can finish out of order; one finishing after a later
 * one is dropped, or it would put back the prefixes from before a change until the next one.
 */
export async function adoptStoredPrefixes(db: Executor): Promise<void> {
  const read = ++readsStarted;
  const series = await documentNumbers(db);
  if (read < newestAdopted) return;
  newestAdopted = read;
  adoptNumberPrefixes(numberPrefixesOf(series));
}

/**
 * A kind's new prefix, from its next number on: numbers already given keep theirs. The kind's counter
 * is locked meanwhile, so the new range starts exactly where the next document will; a prefix another
 * kind prints with (now or before) is refused, so a number as typed names one kind. The prefix it has
 * already is saved as it is: nothing changes.
 */
export async function saveDocumentPrefix(
  db: Db,
  input: DocumentPrefixInput,
  actor: Actor,
): Promise<DocumentNumberSeries> {
  const saved = await db.transaction(async (tx) => {
    const locked = await q.lockSeries(tx, input.kind);
    const before = await documentNumbers(tx);
    const own = before.find((series) => series.kind === input.kind)!;
    await requireVersion(locked, input.version, DOCUMENT_NUMBER_MESSAGES.stale, () => Promise.resolve(own));
    if (own.prefix === input.prefix) return own;
    const wanted = input.prefix.toUpperCase();
    const other = before.find(
      (series) => series.kind !== input.kind && series.ranges.some((range) => range.prefix.toUpperCase() === wanted),
    );
    if (other !== undefined) {
      const message = DOCUMENT_NUMBER_MESSAGES.prefixTaken(input.prefix, other.kind);
      throw badRequest(message, { prefix: message });
    }
    // Back to the prefix the range before prints with, before any number took the one between: one range.
    const previous = own.ranges.filter((range) => range.from_number < locked.next).at(-1);
    if (previous?.prefix === input.prefix) await q.dropRange(tx, input.kind, locked.next);
    else await q.startPrefix(tx, input.kind, locked.next, input.prefix, actor.userId);
    await q.moveSeriesVersion(tx, input.kind, actor.userId);
    await q.announcePrefixes(tx);
    const after = (await documentNumbers(tx)).find((series) => series.kind === input.kind)!;
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: 'document_numbers',
      before: own,
      after,
    });
    return after;
  });
  await adoptStoredPrefixes(db);
  return saved;
}

export function savedMessage(series: DocumentNumberSeries): string {
  return DOCUMENT_NUMBER_MESSAGES.saved(series.kind, `${series.prefix}${series.next_number}`);
}
