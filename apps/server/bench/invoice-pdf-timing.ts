import { sql } from 'drizzle-orm';
import {
  jobLineGroups,
  JOB_LINE_DESCRIPTION,
  TRANSPORTATION_SALES_ACCOUNT,
} from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import type { Db } from '../src/db/client';
import { removeBenchInvoice } from './bench-invoices';
import type { httpClient } from './http-client';

type Client = ReturnType<typeof httpClient>;

/**
 * An invoice of `count` open jobs of the customer with the most of them, made through the API as the
 * Create Invoice screen makes it; `remove` takes it away again and opens its jobs.
 */
export async function invoiceOfJobs(client: Client, db: Db, count: number, date: string) {
  const [top] = (
    await db.execute<{ customer_id: number }>(sql`
      select customer_id from jobs where invoice_status is null and customer_id is not null
      group by customer_id order by count(*) desc limit 1`)
  ).rows;
  const answer = await client.get(`/api/transportation/vouchers/get_jobs_by_customer?customer_id=${top!.customer_id}`);
  const open = (JSON.parse(answer.body) as { data: { id: number; total_amount: number }[] }).data
    .filter((job) => job.total_amount > 0)
    .slice(0, count);
  const groups = jobLineGroups(open.map((job) => ({ id: job.id, totalFils: bdToFils(job.total_amount) })));
  const created = await client.post('/api/transportation/vouchers/invoice_generate', {
    customer_id: top!.customer_id,
    date,
    reference: 'bench',
    narration: 'Bench invoice',
    items: groups.map((group) => ({
      account_id: TRANSPORTATION_SALES_ACCOUNT,
      job_id: group.jobs.map((job) => job.id).join(','),
      qty: group.jobs.length,
      amount: filsToBd(group.unitFils),
      vat_percentage: 0,
      cr_dr: 'cr',
      description: JOB_LINE_DESCRIPTION,
    })),
  });
  if (created.status !== 200)
    throw new Error(`invoice_generate answered ${created.status}: ${created.body.slice(0, 300)}`);
  const number = (JSON.parse(created.body) as { invoice_number: number }).invoice_number;
  return {
    number,
    jobs: open.length,
    remove: () => removeBenchInvoice(db, number),
  };
}
