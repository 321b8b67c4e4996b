import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INVOICE_REQUEST_MESSAGES } from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { insertJob } from '../../../test/job-fixture';
import { tableCounts } from '../../../test/table-counts';

// invoice_request with customer_id: the job table's Request Invoice, for one customer's jobs.
const api = useSignedInApp({ authority: 2, masterData: true });
beforeEach(async () => {
  await api.ctx.database.db.execute(sql`
    delete from invoice_request_jobs; delete from invoice_requests; delete from document_counters; delete from jobs`);
});

const { call } = api;

const job = (overrides: Record<string, unknown> = {}) => insertJob(api, overrides);

const snapshot = async () => ({
  counts: await tableCounts(api.ctx.database.db, ['jobs', 'invoice_requests', 'invoice_request_jobs', 'audit_log']),
  statuses: (
    await api.ctx.database.db.execute<{ invoice_status: string | null }>(
      sql`select invoice_status from jobs order by id`,
    )
  ).rows.map((row) => row.invoice_status),
});

describe('POST invoice_request.php for one customer', () => {
  it("makes one request of the customer's jobs, which accounting then sees with both jobs", async () => {
    const a = await job({ job: 'P1' });
    const b = await job({ job: 'P2' });
    for (const authority of [3, 2] as const) {
      await api.ctx.database.db.execute(sql`update jobs set invoice_status = null; delete from invoice_request_jobs;
        delete from invoice_requests`);
      const response = await call(
        'POST',
        'invoice_request.php',
        { job_ids: [a, b], customer_id: api.md.customers.acme },
        authority,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: INVOICE_REQUEST_MESSAGES.submitted(2, 1),
        request_numbers: [expect.any(Number)],
      });
    }
    const pending = (await call('GET', 'invoice_request_management_data.php', undefined, 1)).json();
    expect(pending.requests).toHaveLength(1);
    expect(pending.requests[0].customer).toEqual({ id: api.md.customers.acme, name: 'Acme Trading' });
    expect(pending.requests[0].job_details.map((detail: { id: number }) => detail.id)).toEqual([a, b]);
    expect((await snapshot()).statuses).toEqual(['requested', 'requested']);
  });

  it("refuses, changing nothing, when a job is not that customer's (its row was changed since it was read)", async () => {
    const a = await job({ job: 'P1' });
    const moved = await job({ job: 'P2', customer_id: api.md.customers.bahrainMarine });
    const before = await snapshot();
    const response = await call('POST', 'invoice_request.php', {
      job_ids: [a, moved],
      customer_id: api.md.customers.acme,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: INVOICE_REQUEST_MESSAGES.notThisCustomer('P2') });
    expect(await snapshot()).toEqual(before);
  });

  it('still refuses jobs already requested, for one customer as for several', async () => {
    const a = await job({ job: 'R1' });
    const b = await job({ job: 'R2' });
    expect((await call('POST', 'invoice_request.php', { job_ids: [a] })).statusCode).toBe(200);
    const before = await snapshot();
    const response = await call('POST', 'invoice_request.php', { job_ids: [a, b], customer_id: api.md.customers.acme });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(INVOICE_REQUEST_MESSAGES.notOpen('R1'));
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 naming customer_id for a customer that is no id, and 403 to a Driver, changing nothing', async () => {
    const a = await job();
    const before = await snapshot();
    for (const customerId of ['x', 0, -1, 1.5, '9223372036854775808', true]) {
      const response = await call('POST', 'invoice_request.php', { job_ids: [a], customer_id: customerId });
      expect(response.statusCode, JSON.stringify(customerId)).toBe(400);
      expect(response.json().errors).toEqual({ customer_id: 'Customer is not a valid id' });
    }
    const driver = await call('POST', 'invoice_request.php', { job_ids: [a], customer_id: api.md.customers.acme }, 4);
    expect(driver.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
