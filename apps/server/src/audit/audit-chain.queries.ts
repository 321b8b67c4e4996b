import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { transactionLock } from '../db/transaction-lock';

/** Sealing rounds take turns, in this process and across instances. */
export const lockSeals = transactionLock(7_436_115_002);

/** An audit entry's content as its seal hashes it: text in fixed forms, so the same row always reads the same. */
export interface SealedContent {
  id: number;
  at: string;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  request_id: string | null;
}

const CONTENT = sql`a.id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, a.user_id, a.action,
  a.entity, a.entity_id, a.before::text as before, a.after::text as after, a.ip, a.request_id`;

export interface SealLink {
  position: number;
  audit_id: number;
  hash: string;
}

/** The last link of the seals' chain; undefined while nothing is sealed. */
export async function sealHead(db: Executor): Promise<SealLink | undefined> {
  const rows = await rowsOf<SealLink>(
    db,
    sql`select position, audit_id, hash from audit_seals order by position desc limit 1`,
  );
  return rows[0];
}

/** The link at a position (from 1), or undefined past the chain's end. */
export async function sealAt(db: Executor, position: number): Promise<SealLink | undefined> {
  const rows = await rowsOf<SealLink>(
    db,
    sql`select position, audit_id, hash from audit_seals where position = ${position}`,
  );
  return rows[0];
}

/** Whether any committed audit entry waits for its seal: a read of the queue, which rounds keep short. */
export async function anyUnsealed(db: Executor): Promise<boolean> {
  const rows = await rowsOf<{ any: boolean }>(db, sql`select exists (select 1 from audit_unsealed) as any`);
  return rows[0]!.any;
}

/** Committed audit entries waiting for their seal, in id order. */
export async function unsealedEntries(tx: Executor, limit: number): Promise<SealedContent[]> {
  return rowsOf<SealedContent>(
    tx,
    sql`select ${CONTENT} from audit_unsealed u join audit_log a on a.id = u.audit_id order by a.id limit ${limit}`,
  );
}

/** The links appended, and their entries no longer waiting. */
export async function insertSeals(
  tx: Executor,
  links: readonly (SealLink & { previous_hash: string | null })[],
): Promise<void> {
  await tx.execute(sql`with sealed as (
      insert into audit_seals (position, audit_id, previous_hash, hash)
      select position, audit_id, previous_hash, hash
      from json_to_recordset(${JSON.stringify(links)}::json) as l(position bigint, audit_id bigint, previous_hash text, hash text)
      returning audit_id)
    delete from audit_unsealed u using sealed s where u.audit_id = s.audit_id`);
}

/** Entries neither sealed nor waiting for it: added behind the triggers' back, or their seal removed. */
export async function neverSealed(tx: Executor, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select a.id from audit_log a
      where not exists (select 1 from audit_seals s where s.audit_id = a.id)
        and not exists (select 1 from audit_unsealed u where u.audit_id = a.id)
      order by a.id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Links after `afterPosition` with the entry each seals, as the database holds it now: its content's
 * `id` is null when the entry is gone.
 */
export async function sealedLinks(tx: Executor, afterPosition: number, limit: number) {
  return rowsOf<SealLink & { previous_hash: string | null } & Nullable<SealedContent>>(
    tx,
    sql`select s.position, s.audit_id, s.previous_hash, s.hash, ${CONTENT}
      from audit_seals s left join audit_log a on a.id = s.audit_id
      where s.position > ${afterPosition}
      order by s.position limit ${limit}`,
  );
}

type Nullable<T> = { [K in keyof T]: T[K] | null };
