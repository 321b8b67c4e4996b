import { sql } from 'drizzle-orm';
import type { NumberedDocument, PrefixRange } from '@fleetledger/shared/documents/document-number-prefixes';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/** Every kind's prefix ranges, ascending. */
export async function prefixRanges(db: Executor): Promise<(PrefixRange & { kind: NumberedDocument })[]> {
  const rows = await rowsOf<{ kind: NumberedDocument; from_number: string | number; prefix: string }>(
    db,
    sql`select kind, from_number, prefix from document_number_prefixes order by kind, from_number`,
  );
  return rows.map((row) => ({ kind: row.kind, from_number: Number(row.from_number), prefix: row.prefix }));
}

/** The kinds' series rows: the version each is changed at. */
export async function seriesVersions(db: Executor): Promise<Map<NumberedDocument, number>> {
  const rows = await rowsOf<{ kind: NumberedDocument; version: number }>(
    db,
    sql`select kind, version from document_number_series`,
  );
  return new Map(rows.map((row) => [row.kind, row.version]));
}

/** An expense is numbered by its id: the next is the id sequence's next value (not taken by reading it). */
const NEXT_EXPENSE = sql`select case when is_called then last_value + 1 else last_value end from expenses_id_seq`;

/** The number each kind gives next: its counter's, and for expenses the id sequence's. */
export async function nextNumbers(db: Executor): Promise<Map<NumberedDocument, number>> {
  const rows = await rowsOf<{ kind: NumberedDocument; next_number: string | number }>(
    db,
    sql`select kind, last_number + 1 as next_number from document_counters
        union all
        select 'expense', (${NEXT_EXPENSE})`,
  );
  return new Map(rows.map((row) => [row.kind, Number(row.next_number)]));
}

/**
 * Locks every kind's series (in key order: prefix changes are rare, and one at a time keeps two kinds
 * from taking the same prefix at once) and this kind's counter (made at 0 if it has never numbered),
 * until the transaction ends, so no document takes a number while its prefix changes; answers the
 * kind's version and next number.
 */
export async function lockSeries(tx: Executor, kind: NumberedDocument): Promise<{ version: number; next: number }> {
  const series = await rowsOf<{ kind: NumberedDocument; version: number }>(
    tx,
    sql`select kind, version from document_number_series order by kind for update`,
  );
  const version = series.find((one) => one.kind === kind)!.version;
  if (kind === 'expense') {
    const [next] = await rowsOf<{ next_number: string | number }>(tx, sql`select (${NEXT_EXPENSE}) as next_number`);
    return { version, next: Number(next!.next_number) };
  }
  const [counter] = await rowsOf<{ last_number: string | number }>(
    tx,
    sql`insert into document_counters as c (kind, last_number) values (${kind}, 0)
        on conflict (kind) do update set last_number = c.last_number
        returning c.last_number`,
  );
  return { version, next: Number(counter!.last_number) + 1 };
}

/** Starts the prefix at `from`, or rewrites the range already starting there (no number has reached it). */
export async function startPrefix(
  tx: Executor,
  kind: NumberedDocument,
  from: number,
  prefix: string,
  userId: number | null,
) {
  await tx.execute(sql`
    insert into document_number_prefixes (kind, from_number, prefix, set_by) values (${kind}, ${from}, ${prefix}, ${userId})
    on conflict (kind, from_number) do update set prefix = excluded.prefix, set_by = excluded.set_by, set_at = now()`);
}

export async function dropRange(tx: Executor, kind: NumberedDocument, from: number): Promise<void> {
  await tx.execute(sql`delete from document_number_prefixes where kind = ${kind} and from_number = ${from}`);
}

export async function moveSeriesVersion(tx: Executor, kind: NumberedDocument, userId: number | null): Promise<void> {
  await tx.execute(sql`
    update document_number_series set version = version + 1, updated_by = ${userId}, updated_at = now()
    where kind = ${kind}`);
}

/** Tells every instance the prefixes changed; delivered when the transaction commits. */
export async function announcePrefixes(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify('document_number_prefixes', '')`);
}
