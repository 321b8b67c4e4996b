import { sql, type SQL } from 'drizzle-orm';
import { ADMIN } from '@fleetledger/shared/access';
import { addDays, addMonths, monthEnd, monthStart } from '@fleetledger/shared/dates';
import { auditLogQuery } from '@fleetledger/shared/audit-log/audit-log.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import type { Db } from '../src/db/client';
import { auditLog } from '../src/features/audit-log/audit-log.service';
import { COMPANY_TZ } from './bench-database';
import type { BenchRead as Read } from './bench-report';
import type { httpClient } from './http-client';

/** Marks the history the bench writes, so it is written once per database. */
const BENCH_HISTORY = 'bench-history';

/**
 * The history a business of this size has written: a creation per job and expense, a creation and
 * its moves per invoice, an attachment on every tenth, and the sign-ins of a few users, spread over the
 * days the data covers. Generated data is written by SQL, not by the services, so it has none of its own.
 */
async function writeHistory(db: Db): Promise<void> {
  const found = await db.execute(
    sql`select 1 from audit_log where entity = 'job' and request_id = ${BENCH_HISTORY} limit 1`,
  );
  if (found.rows.length > 0) return;
  const clerks = sql`(select array_agg(id order by id) from users)`;
  const at = (date: SQL, spread: SQL) =>
    sql`((${date})::timestamp + interval '8 hours' + ((${spread}) % 540) * interval '1 minute') at time zone ${COMPANY_TZ}`;
  const clerk = (spread: SQL) => sql`(${clerks})[1 + (${spread}) % cardinality(${clerks})]`;
  const ip = (spread: SQL) => sql`'10.0.' || ((${spread}) % 7) || '.' || ((${spread}) % 200)`;
  await db.execute(sql`insert into audit_log (at, user_id, action, entity, entity_id, after, ip, request_id)
    select ${at(sql`j.date`, sql`j.id`)}, ${clerk(sql`j.id`)}, 'create', 'job', j.id::text,
      jsonb_build_object('date', j.date, 'description', j.description, 'customerId', j.customer_id, 'chargeFils', j.charge_fils),
      ${ip(sql`j.id`)}, ${BENCH_HISTORY}
    from jobs j`);
  await db.execute(sql`insert into audit_log (at, user_id, action, entity, entity_id, after, ip, request_id)
    select ${at(sql`e.date`, sql`e.id`)}, ${clerk(sql`e.id`)}, 'create', 'expense', e.id::text,
      jsonb_build_object('date', e.date, 'description', e.description), ${ip(sql`e.id`)}, ${BENCH_HISTORY}
    from expenses e`);
  await db.execute(sql`insert into audit_log (at, user_id, action, entity, entity_id, before, after, ip, request_id)
    select ${at(sql`i.date`, sql`i.id + m.step`)}, ${clerk(sql`i.id`)}, m.action, 'invoice', i.id::text, m.before, m.after,
      ${ip(sql`i.id`)}, ${BENCH_HISTORY}
    from invoices i cross join (values
      (0, 'create', null::jsonb, '{"status": "Created"}'::jsonb),
      (1, 'status', '{"status": "Created"}', '{"status": "Approved"}'),
      (2, 'status', '{"status": "Approved"}', '{"status": "Posted"}')) as m(step, action, before, after)`);
  await db.execute(sql`insert into audit_log (at, user_id, action, entity, entity_id, after, ip, request_id)
    select ${at(sql`i.date`, sql`i.id + 3`)}, ${clerk(sql`i.id`)}, 'create', 'attachment', (1000000000 + i.id)::text,
      jsonb_build_object('ownerKind', 'invoice', 'ownerId', i.id, 'name', 'Signed delivery note'), ${ip(sql`i.id`)},
      ${BENCH_HISTORY}
    from invoices i where i.id % 10 = 0`);
  await db.execute(sql`insert into audit_log (at, user_id, action, entity, entity_id, ip, request_id)
    select ${at(sql`d.day`, sql`u.id * 37`)}, u.id, 'sign_in', 'user', u.id::text, ${ip(sql`u.id`)}, ${BENCH_HISTORY}
    from users u cross join generate_series((select min(date) from jobs), (select max(date) from jobs), interval '1 day') d(day)`);
  await db.execute(sql`analyze audit_log`);
}

/**
 * The Audit Log's first page for each of its filters, on the history above: each reads one index in
 * the page's order, so it should cost the same whatever the log holds.
 */
export async function auditLogRows(
  client: ReturnType<typeof httpClient>,
  db: Db,
  read: Read,
  today: string,
): Promise<void> {
  await writeHistory(db);
  const [sample] = (
    await db.execute<{ entries: number; user_id: number; invoice: number; customer: string }>(sql`
      select (select count(*)::int from audit_log) as entries,
        (select min(id)::int from users) as user_id,
        (select max(number)::int from invoices where id % 10 = 0) as invoice,
        (select name from customers order by id limit 1) as customer`)
  ).rows;
  const lastMonth = addMonths(today.slice(0, 7), -6);
  const filters: [string, Record<string, string>][] = [
    ['no filter', {}],
    [`one month (${lastMonth})`, { from: monthStart(lastMonth), to: monthEnd(lastMonth) }],
    ['one day a year ago', { from: addDays(today, -365), to: addDays(today, -365) }],
    ['one user', { user_id: String(sample!.user_id) }],
    ['record kind invoice', { kind: 'invoice' }],
    [
      `one invoice's history (${invoiceNumberText(sample!.invoice)})`,
      { kind: 'invoice', record: invoiceNumberText(sample!.invoice) },
    ],
    ['one customer by name', { kind: 'customer', record: sample!.customer }],
    ['action status', { action: 'status' }],
    ['a rare action (sign_in_failed)', { action: 'sign_in_failed' }],
    [
      'one user, invoices, one month',
      { user_id: String(sample!.user_id), kind: 'invoice', from: monthStart(lastMonth), to: monthEnd(lastMonth) },
    ],
  ];
  for (const [name, filter] of filters) {
    const query = new URLSearchParams(filter).toString();
    await read(
      `audit log first page: ${name} (${sample!.entries.toLocaleString('en-US')} entries)`,
      () => client.get(`/api/transportation/audit/log?${query}`),
      () => auditLog(db, auditLogQuery.parse(filter), { timeZone: COMPANY_TZ, authority: ADMIN }),
      100,
    );
  }
}
