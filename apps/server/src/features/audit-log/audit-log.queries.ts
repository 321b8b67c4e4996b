import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Which entries a reader asks for; every field optional, all of them together. */
export interface AuditFilter {
  from?: string;
  to?: string;
  timeZone: string;
  userId: number | null;
  kind?: string;
  /** The record's ids (entity_id) within `kind`; its attachments' entries go with it. */
  recordIds?: readonly string[];
  action: string | null;
  beforeId: number | null;
}

export type AuditRow = {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  ip: string | null;
  action: string;
  kind: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  /** What the record is named or numbered by now (null when it is gone or has neither). */
  record_name: string | null;
  /** For an attachment: the document it belongs to, and that document's number. */
  owner_kind: string | null;
  owner_id: string | null;
  owner_name: string | null;
};

// An attachment's entry keeps its row (after it is added, before it is removed): the owner is read there.
const OWNER_KIND = sql`coalesce(a.after, a.before) ->> 'ownerKind'`;
const OWNER_ID = sql`coalesce(a.after, a.before) ->> 'ownerId'`;

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.from !== undefined)
    where.push(sql`a.at >= (${filter.from}::date::timestamp at time zone ${filter.timeZone})`);
  if (filter.to !== undefined)
    where.push(sql`a.at < ((${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone})`);
  if (filter.userId !== null) where.push(sql`a.user_id = ${filter.userId}`);
  if (filter.action !== null) where.push(sql`a.action = ${filter.action}`);
  if (filter.kind !== undefined && filter.recordIds === undefined) where.push(sql`a.entity = ${filter.kind}`);
  if (filter.kind !== undefined && filter.recordIds !== undefined) {
    const ids = sql`array[${sql.join(
      filter.recordIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`;
    where.push(sql`((a.entity = ${filter.kind} and a.entity_id = any(${ids}))
      or (a.entity = 'attachment' and ${OWNER_KIND} = ${filter.kind} and ${OWNER_ID} = any(${ids})))`);
  }
  if (filter.beforeId !== null)
    where.push(sql`(a.at, a.id) < (select b.at, b.id from audit_log b where b.id = ${filter.beforeId})`);
  return where;
}

/** The name or number a record of a kind is known by, for the page's few rows only. */
function nameOf(kind: SQL, id: SQL): SQL {
  const numbered = (table: string) => sql`(select t.number::text from ${sql.identifier(table)} t where t.id = ${id})`;
  const named = (table: string) => sql`(select t.name from ${sql.identifier(table)} t where t.id = ${id})`;
  return sql`case ${kind}
    when 'invoice' then ${numbered('invoices')}
    when 'credit_note' then ${numbered('credit_notes')}
    when 'debit_note' then ${numbered('debit_notes')}
    when 'purchase' then ${numbered('purchases')}
    when 'receipt' then ${numbered('receipts')}
    when 'payment' then ${numbered('payments')}
    when 'journal' then ${numbered('journals')}
    when 'customer' then ${named('customers')}
    when 'driver' then ${named('drivers')}
    when 'charge' then ${named('charges')}
    when 'truck' then (select t.number from trucks t where t.id = ${id})
    when 'account' then (select t.code || ' ' || t.name from accounts t where t.id = ${id})
    when 'user' then (select t.name || ' (' || t.email || ')' from users t where t.id = ${id})
    when 'job' then (select coalesce(t.job_number, 'Job ' || t.id) from jobs t where t.id = ${id})
    when 'vat_return' then (select t.period_from::text || ' – ' || t.period_to::text from vat_returns t where t.id = ${id})
  end`;
}

const asId = (text: SQL) => sql`case when ${text} ~ '^[0-9]{1,18}$' then (${text})::bigint end`;

/** One page of the entries the filter matches, newest first, and one more to tell whether a next page exists. */
export async function auditPage(db: Executor, filter: AuditFilter, size: number): Promise<AuditRow[]> {
  const where = conditions(filter);
  const matched = where.length === 0 ? sql`true` : sql.join(where, sql` and `);
  const { rows } = await db.execute<AuditRow>(sql`
    with page as (
      select a.*, ${OWNER_KIND} as owner_kind, ${OWNER_ID} as owner_id from audit_log a
      where ${matched}
      order by a.at desc, a.id desc
      limit ${size + 1}
    )
    select a.id::float8 as id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      a.user_id::float8 as user_id, u.name as user_name, u.email as user_email, a.ip, a.action,
      a.entity as kind, a.entity_id as record_id, a.before, a.after,
      ${nameOf(sql`a.entity`, asId(sql`a.entity_id`))} as record_name,
      case when a.entity = 'attachment' then a.owner_kind end as owner_kind,
      case when a.entity = 'attachment' then a.owner_id end as owner_id,
      case when a.entity = 'attachment' then ${nameOf(sql`a.owner_kind`, asId(sql`a.owner_id`))} end as owner_name
    from page a left join users u on u.id = a.user_id
    order by a.at desc, a.id desc`);
  return rows;
}

/** The ids of the records of a kind whose name holds the text (the master data, the users). */
export async function idsByName(db: Executor, kind: string, text: string): Promise<string[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const table: Record<string, SQL> = {
    customer: sql`select id::text from customers where name ilike ${pattern}`,
    driver: sql`select id::text from drivers where name ilike ${pattern}`,
    charge: sql`select id::text from charges where name ilike ${pattern}`,
    truck: sql`select id::text from trucks where number ilike ${pattern}`,
    account: sql`select id::text from accounts where code ilike ${pattern} or name ilike ${pattern}`,
    user: sql`select id::text from users where name ilike ${pattern} or email ilike ${pattern}`,
    job: sql`select id::text from jobs where lower(job_number) = lower(${text})`,
  };
  const query = table[kind];
  if (query === undefined) return [text];
  const { rows } = await db.execute<{ id: string }>(sql`${query} limit 1000`);
  return rows.map((row) => row.id);
}

const DOCUMENT_TABLES: Record<string, string> = {
  invoice: 'invoices',
  credit_note: 'credit_notes',
  debit_note: 'debit_notes',
  purchase: 'purchases',
  receipt: 'receipts',
  payment: 'payments',
  journal: 'journals',
};

/** A document's id from its number, as text (the log keeps ids as text); none when no such document. */
export async function idsByNumber(db: Executor, kind: string, number: number): Promise<string[]> {
  const table = DOCUMENT_TABLES[kind];
  if (table === undefined) return [];
  const { rows } = await db.execute<{ id: string }>(
    sql`select id::text from ${sql.identifier(table)} where number = ${number}`,
  );
  return rows.map((row) => row.id);
}

export async function auditUsers(db: Executor) {
  const { rows } = await db.execute<{ id: number; name: string; email: string }>(
    sql`select id::float8 as id, name, email from users order by lower(name), id`,
  );
  return rows;
}
