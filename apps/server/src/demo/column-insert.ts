import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

export type Column = readonly [property: string, column: string, type: string];

/** One statement per batch whatever its size: each column travels as one array parameter. */
function insertStatement(table: string, columns: readonly Column[], rows: readonly object[]): SQL {
  const names = sql.raw(columns.map(([, column]) => column).join(', '));
  const arrays = sql.join(
    columns.map(
      ([property, , type]) =>
        sql`${sql.param(rows.map((row) => (row as Record<string, unknown>)[property] ?? null))}::${sql.raw(type)}[]`,
    ),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${arrays})`;
}

/** Inserts the rows in the order given; ids given in the rows are kept. */
export async function insertColumns(
  db: Executor,
  table: string,
  columns: readonly Column[],
  rows: readonly object[],
): Promise<void> {
  if (rows.length > 0) await db.execute(insertStatement(table, columns, rows));
}

/** Inserts the rows and answers the ids the table's sequence gave them. */
export async function insertColumnsReturningIds(
  db: Executor,
  table: string,
  columns: readonly Column[],
  rows: readonly object[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.execute<{ id: number }>(sql`${insertStatement(table, columns, rows)} returning id`);
  return inserted.rows.map((row) => Number(row.id));
}

/** `count` ids from the table's own sequence, ascending, for rows that other rows must name before they go in. */
export async function takeIds(db: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const taken = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count}::int)`,
  );
  return taken.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
