import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * The table's columns that the rows carry, by the schema's property names. A row may carry more than
 * its table holds (a plan's lines, its posting): what is not a column of the table stays out.
 */
function carriedColumns(table: PgTable, rows: readonly object[]) {
  return Object.entries(getTableColumns(table)).filter(([property]) => rows.some((row) => property in row));
}

/** The type a column's values travel as: a serial column takes the plain integer of its size. */
function valueType(column: PgColumn): string {
  const type = column.getSQLType();
  return SERIAL_VALUES[type] ?? type;
}

const SERIAL_VALUES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

/** One statement per batch whatever its size: each column travels as one array parameter. */
function insertStatement(table: PgTable, rows: readonly object[]): SQL {
  const columns = carriedColumns(table, rows);
  const names = sql.raw(columns.map(([, column]) => column.name).join(', '));
  const arrays = sql.join(
    columns.map(
      ([property, column]) =>
        sql`${sql.param(rows.map((row) => (row as Record<string, unknown>)[property] ?? null))}::${sql.raw(valueType(column))}[]`,
    ),
    sql`, `,
  );
  return sql`insert into ${sql.raw(getTableName(table))} (${names}) select * from unnest(${arrays})`;
}

/** Inserts the rows in the order given; ids given in the rows are kept. */
export async function insertRows(db: Executor, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length > 0) await db.execute(insertStatement(table, rows));
}

/** Inserts the rows and answers the ids the table's sequence gave them. */
export async function insertRowsReturningIds(db: Executor, table: PgTable, rows: readonly object[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.execute<{ id: number }>(sql`${insertStatement(table, rows)} returning id`);
  return inserted.rows.map((row) => Number(row.id));
}

/** `count` ids from the table's own sequence, ascending, for rows that other rows must name before they go in. */
export async function takeIds(db: Executor, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const taken = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) as id from generate_series(1, ${count}::int)`,
  );
  return taken.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Gives the rows ids from their table's sequence, in order, so other rows can name them before they go in. */
export async function giveIds(db: Executor, table: PgTable, rows: readonly { id: number }[]): Promise<void> {
  const ids = await takeIds(db, table, rows.length);
  rows.forEach((row, index) => {
    row.id = ids[index]!;
  });
}
