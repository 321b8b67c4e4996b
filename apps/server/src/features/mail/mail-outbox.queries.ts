import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { MailRecipient } from '../../db/schema';

export interface OutboxFilter {
  /** A status as the screen shows it: queued takes in the mails being handed over (sending). */
  status?: 'queued' | 'sent' | 'failed';
  /** The documents the number typed names; undefined: any. */
  documents?: readonly { document: string; number: number }[];
  from?: string;
  to?: string;
  timeZone: string;
  beforeId?: number;
  limit: number;
}

export type OutboxRow = {
  id: number;
  document: string;
  document_number: number | null;
  customer_id: number | null;
  customer_name: string | null;
  period_from: string | null;
  period_to: string | null;
  to_addresses: MailRecipient[];
  cc_addresses: MailRecipient[];
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  queued_at: string;
  queued_by: string | null;
};

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The company's mails the filter matches, newest first, `limit` of them after `beforeId`: keyset on the
 * id, so every page costs what the first does (a status's mails by mail_outbox_status_id_idx).
 */
export async function outboxPage(db: Executor, filter: OutboxFilter): Promise<OutboxRow[]> {
  const where: SQL[] = [sql`true`];
  if (filter.status !== undefined)
    where.push(filter.status === 'queued' ? sql`o.status in ('queued', 'sending')` : sql`o.status = ${filter.status}`);
  if (filter.documents !== undefined)
    where.push(
      sql`(${sql.join(
        filter.documents.map((named) => sql`(o.document = ${named.document} and o.document_number = ${named.number})`),
        sql` or `,
      )})`,
    );
  if (filter.from !== undefined)
    where.push(sql`o.queued_at >= (${filter.from}::date::timestamp at time zone ${filter.timeZone})`);
  if (filter.to !== undefined)
    where.push(sql`o.queued_at < ((${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone})`);
  if (filter.beforeId !== undefined) where.push(sql`o.id < ${filter.beforeId}`);
  const found = await db.execute<
    Omit<OutboxRow, 'id' | 'document_number' | 'customer_id'> & {
      id: string;
      document_number: string | null;
      customer_id: string | null;
    }
  >(
    sql`select o.id, o.document, o.document_number, o.customer_id, c.name as customer_name,
               o.period_from::text as period_from, o.period_to::text as period_to, o.to_addresses, o.cc_addresses,
               o.subject, o.status, o.attempts, o.last_error, ${ISO(sql`o.sent_at`)} as sent_at,
               ${ISO(sql`o.queued_at`)} as queued_at, u.name as queued_by
          from mail_outbox o
          left join users u on u.id = o.queued_by
          left join customers c on c.id = o.customer_id
         where ${sql.join(where, sql` and `)}
         order by o.id desc
         limit ${filter.limit}`,
  );
  return found.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    document_number: row.document_number === null ? null : Number(row.document_number),
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
  }));
}

/** The mail's status, locked until the transaction ends (a retry beside a courier's claim). */
export async function lockedMailStatus(db: Executor, id: number) {
  const found = await db.execute<{
    status: string;
    attempts: number;
    last_error: string | null;
    document: string;
    document_number: string | null;
    customer_id: string | null;
  }>(
    sql`select status, attempts, last_error, document, document_number, customer_id
          from mail_outbox where id = ${id} for update`,
  );
  return found.rows[0];
}

/** A failed mail queued again now, its attempts counted afresh (so it has every retry a new mail has). */
export async function requeueMail(db: Executor, id: number): Promise<void> {
  await db.execute(
    sql`update mail_outbox set status = 'queued', attempts = 0, next_attempt_at = now() where id = ${id}`,
  );
}
