import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import { INVOICE_REQUEST_MESSAGES } from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { JOB_MESSAGES } from '@fleetledger/shared/jobs/jobs.rules';
import { useSignedInApp } from '../../../test/signed-in-app';
import { insertJob } from '../../../test/job-fixture';
import { tableCounts } from '../../../test/table-counts';

const API = '/api/transportation';
const api = useSignedInApp({ authority: 2, masterData: true, listening: true });
beforeEach(async () => {
  await api.ctx.database.db.execute(sql`
    delete from invoice_item_jobs; delete from invoice_items; delete from invoices;
    delete from invoice_request_jobs; delete from invoice_requests; delete from document_counters; delete from jobs`);
});

const { call } = api;

const job = (overrides: Record<string, unknown> = {}) => insertJob(api, overrides);

async function statuses(ids: number[]) {
  const rows = await api.ctx.database.db.execute<{ id: string; invoice_status: string | null; version: number }>(
    sql`select id, invoice_status, version from jobs where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id`,
  );
  return rows.rows.map((row) => row.invoice_status);
}

const TABLES = [
  'jobs',
  'invoice_requests',
  'invoice_request_jobs',
  'invoices',
  'invoice_items',
  'invoice_item_jobs',
  'audit_log',
];
const counts = () => tableCounts(api.ctx.database.db, TABLES);

async function requestOf(ids: number[], authority: Authority = 3) {
  const response = await call('POST', 'invoice_request', { job_ids: ids }, authority);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string; request_numbers: number[] }>();
}

describe('POST invoice_request_data.php', () => {
  it("answers the month's jobs with their invoice status, to staff only", async () => {
    const open = await job({ job: 'A1', extra_amount: 2.5, extra_description: 'Wait' });
    const requested = await job({ job: 'A2' });
    await requestOf([requested]);
    await job({ date: '2026-11-01' });
    const response = await call('POST', 'invoice_request_data.php', { month: '2026-10' }, 3);
    expect(response.statusCode).toBe(200);
    expect(response.json().jobs).toEqual([
      expect.objectContaining({
        id: open,
        job: 'A1',
        customer: 'Acme Trading',
        driver: 'Ali Hassan',
        charge: 40,
        extra_amount: 2.5,
        invoice_status: '',
      }),
      expect.objectContaining({ id: requested, invoice_status: 'requested' }),
    ]);
    expect((await call('POST', 'invoice_request_data', { month: '2026-13' })).statusCode).toBe(400);
    expect((await call('POST', 'invoice_request_data', { month: '2026-10' }, 4)).statusCode).toBe(403);
  });
});

describe('POST invoice_request.php', () => {
  it('requests open jobs, one request per customer, and says how many', async () => {
    const a = await job();
    const b = await job({ customer_id: api.md.customers.bahrainMarine });
    const c = await job();
    const answer = await requestOf([a, b, c]);
    expect(answer.message).toBe(INVOICE_REQUEST_MESSAGES.submitted(3, 2));
    expect(answer.message).toContain('Invoice request submitted successfully for 3 job(s)!');
    expect(answer.request_numbers).toEqual([1, 2]);
    expect(await statuses([a, b, c])).toEqual(['requested', 'requested', 'requested']);
  });

  it('refuses jobs already requested or invoiced with 409, and a list with none, changing nothing', async () => {
    const a = await job({ job: 'R1' });
    const b = await job({ job: 'R2' });
    await requestOf([a]);
    const before = await counts();
    const again = await call('POST', 'invoice_request', { job_ids: [b, a] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: INVOICE_REQUEST_MESSAGES.notOpen('R1') });
    expect(await statuses([a, b])).toEqual(['requested', null]);
    const empty = await call('POST', 'invoice_request', { job_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(INVOICE_REQUEST_MESSAGES.selectJobs);
    for (const payload of [
      {},
      { job_ids: 'x' },
      { job_ids: [a, a] },
      { job_ids: [999_999] },
      { job_ids: Array(3000).fill(1) },
    ]) {
      expect((await call('POST', 'invoice_request', payload)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await call('POST', 'invoice_request', { job_ids: [b] }, 4)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('lets exactly one of 20 requests racing for the same job through the real server', async () => {
    const id = await job();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${api.baseUrl}${API}/invoice_request.php`, {
          method: 'POST',
          headers: { cookie: api.cookies[2], 'content-type': 'application/json', origin: api.baseUrl },
          body: JSON.stringify({ job_ids: [id] }),
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(19);
    expect((await api.ctx.database.db.execute(sql`select count(*)::int as n from invoice_requests`)).rows[0]).toEqual({
      n: 1,
    });
  });

  it('keeps a requested job editable in the job table but refuses deleting it', async () => {
    const id = await job();
    await requestOf([id]);
    const row = (await call('POST', 'job_data', { month: '2026-10' })).json().job_data[0];
    expect(row.status).toBe('requested');
    expect((await call('POST', 'job_update', { ...row, charge: 45 })).statusCode).toBe(200);
    const removal = await api.postForm('job_delete.php', { id: String(id) });
    expect(removal.statusCode).toBe(409);
  });
});

describe('accepting a request into an invoice', () => {
  it('lists pending requests with their jobs and proposes the next invoice number, to the Admin only', async () => {
    const a = await job({ job: 'M1', container: 'CSQU3054383' });
    await requestOf([a]);
    const response = await call('GET', 'invoice_request_management_data.php', undefined, 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      next_invoice_number: 1,
      requests: [
        {
          request_number: 1,
          requested_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          customer: { id: api.md.customers.acme, name: 'Acme Trading' },
          job_details: [
            {
              id: a,
              date: '2026-10-05',
              job_number: 'M1',
              container: 'CSQU3054383',
              description: 'Port to Sitra',
              charge: 40,
              extra_amount: 0,
              customer: { name: 'Acme Trading' },
              driver: { name: 'Ali Hassan' },
              truck: { number: 'TR-100' },
            },
          ],
        },
      ],
    });
    const refused = await call('GET', 'invoice_request_management_data', undefined, 2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error' });
  });

  it('makes the chosen jobs an invoice grouped by equal total, opens the others, and takes amounts at acceptance', async () => {
    const same1 = await job({ charge: 40 });
    const same2 = await job({ charge: 30, extra_amount: 10, extra_description: 'Wait' });
    const other = await job({ charge: 55.5 });
    const left = await job({ charge: 20 });
    const [requestNumber] = (await requestOf([same1, same2, other, left])).request_numbers;
    // A requested job stays editable: the invoice takes the amount it has when accepted.
    const row = (await call('POST', 'job_data', { month: '2026-10' }))
      .json()
      .job_data.find((r: { id: number }) => r.id === other);
    expect((await call('POST', 'job_update', { ...row, charge: 60 })).statusCode).toBe(200);

    const accepted = await call(
      'POST',
      'invoice_request_accepting.php',
      {
        request_number: requestNumber,
        job_ids: [same1, same2, other],
        invoice_number: 'INV-ARG-7',
        date: '2026-10-31',
      },
      1,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, invoice_number: 7, message: 'Invoice INV-ARG-7 created' });
    expect(await statuses([same1, same2, other, left])).toEqual(['processing', 'processing', 'processing', null]);

    const invoice = (
      await api.ctx.database.db.execute(sql`select number, status, date, total_fils, vat_fils from invoices`)
    ).rows;
    expect(invoice).toEqual([{ number: 7, status: 'Created', date: '2026-10-31', total_fils: 140000, vat_fils: 0 }]);
    const lines = await api.ctx.database.db.execute(
      sql`select account_id, description, quantity, unit_fils, vat_percent, total_fils, cr_dr, kind from invoice_items order by position`,
    );
    expect(lines.rows).toEqual([
      {
        account_id: 25,
        description: 'Transportation charge',
        quantity: 2,
        unit_fils: 40000,
        vat_percent: 0,
        total_fils: 80000,
        cr_dr: 'cr',
        kind: 'job',
      },
      {
        account_id: 25,
        description: 'Transportation charge',
        quantity: 1,
        unit_fils: 60000,
        vat_percent: 0,
        total_fils: 60000,
        cr_dr: 'cr',
        kind: 'job',
      },
    ]);
    const management = (await call('GET', 'invoice_request_management_data', undefined, 1)).json();
    expect(management).toMatchObject({ requests: [], next_invoice_number: 8 });

    // The invoiced job is locked in the job table except its note.
    const locked = (await call('POST', 'job_data', { month: '2026-10' }))
      .json()
      .job_data.find((r: { id: number }) => r.id === other);
    expect(locked.status).toBe('invoiced');
    const edit = await call('POST', 'job_update', { ...locked, charge: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(JOB_MESSAGES.invoicedLocked);
  });

  it('refuses a used invoice number with 409, and the messages of the form, changing nothing', async () => {
    const a = await job();
    const b = await job();
    const [first] = (await requestOf([a])).request_numbers;
    const [second] = (await requestOf([b])).request_numbers;
    const accept = (requestNumber: number, overrides: Record<string, unknown> = {}) =>
      call(
        'POST',
        'invoice_request_accepting',
        {
          request_number: requestNumber,
          job_ids: [requestNumber === first ? a : b],
          invoice_number: '1',
          date: '2026-10-31',
          ...overrides,
        },
        1,
      );
    expect((await accept(first!)).statusCode).toBe(200);
    const before = await counts();
    const used = await accept(second!);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(INVOICE_REQUEST_MESSAGES.numberUsed('INV-ARG-1'));
    const cases: [Record<string, unknown>, string][] = [
      [{ job_ids: [] }, INVOICE_REQUEST_MESSAGES.selectAcceptJobs],
      [{ invoice_number: '  ' }, INVOICE_REQUEST_MESSAGES.invoiceNumberRequired],
      [{ invoice_number: 'ABC' }, INVOICE_REQUEST_MESSAGES.invoiceNumberInvalid()],
      [{ date: '' }, INVOICE_REQUEST_MESSAGES.invoiceDateRequired],
      [{ job_ids: [a] }, INVOICE_REQUEST_MESSAGES.jobsNotOnRequest],
    ];
    for (const [override, message] of cases) {
      const response = await accept(second!, override);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await accept(999, { job_ids: [b] })).statusCode).toBe(404);
    expect((await accept(second!, {})).statusCode).toBe(409);
    const manager = await call(
      'POST',
      'invoice_request_accepting',
      { request_number: second, job_ids: [b], invoice_number: '2', date: '2026-10-31' },
      2,
    );
    expect(manager.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect(await statuses([b])).toEqual(['requested']);
  });

  it('moves the sequence on past a typed number ahead of it', async () => {
    const a = await job();
    const [requestNumber] = (await requestOf([a])).request_numbers;
    await call(
      'POST',
      'invoice_request_accepting',
      { request_number: requestNumber, job_ids: [a], invoice_number: 100, date: '2026-10-31' },
      1,
    );
    expect((await call('GET', 'invoice_request_management_data', undefined, 1)).json().next_invoice_number).toBe(101);
  });
});
