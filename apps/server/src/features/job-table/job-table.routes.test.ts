import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { JOB_TABLE_MESSAGES } from '@fleetledger/shared/job-table/job-table.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { PDF_BYTES, PNG_BYTES, JPEG_BYTES, type UploadedFile } from '../../../test/multipart';

const api = useSignedInApp({ env: { UPLOAD_MAX_MB: '1' }, masterData: true });

const API = '/api/transportation';

const post = (url: string, payload: unknown, authority: Authority = 2) => api.call('POST', url, payload, authority);
const form = (url: string, fields: Record<string, string>, authority: Authority = 2) =>
  api.postForm(url, fields, authority);

function row(overrides: Record<string, unknown> = {}) {
  return {
    date: '2026-09-15',
    job: 'T1',
    container: 'CSQU3054383',
    description: 'Table job',
    customer: 'Acme Trading',
    customer_id: api.md.customers.acme,
    careof: null,
    taxi: 'no',
    taxi_name: null,
    driver: 'Ali Hassan',
    driver_id: api.md.drivers.ali,
    truck: 'TR-100',
    truck_id: api.md.trucks.t1,
    taxi_charge: 0,
    charge: 40,
    extra_amount: 0,
    extra_description: null,
    related_note: null,
    ...overrides,
  };
}

async function createJob(overrides: Record<string, unknown> = {}) {
  const response = await post('job_bulk.php', { month: '2026-09', jobs: [{ ...row(overrides), isNew: true }] });
  expect(response.statusCode).toBe(200);
  return response.json().rows[0] as { id: number; version: number } & Record<string, unknown>;
}

async function setInvoiceStatus(id: number, status: string | null) {
  await api.ctx.database.db.execute(sql`update jobs set invoice_status = ${status} where id = ${id}`);
}

beforeEach(async () => {
  await api.ctx.database.db.execute(
    sql`delete from attachments; delete from purchase_item_jobs; delete from purchase_items; delete from purchases; delete from jobs`,
  );
});

describe('POST job_data.php', () => {
  it('answers the month rows in the documented shape with lookups and months', async () => {
    const job = await createJob({ extra_amount: 2.5, extra_description: 'Wait' });
    await createJob({ date: '2026-10-01', job: 'OCT' });
    const response = await post('job_data.php', { month: '2026-09' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.job_data).toEqual([
      {
        // Every field the row was saved with, as saved, plus what the server keeps.
        ...row({ extra_amount: 2.5, extra_description: 'Wait' }),
        id: job.id,
        reference: null,
        is_lose_container: false,
        status: '',
        attachment: [],
        version: 1,
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    expect(body.months).toHaveLength(36);
    expect(body.months[0]).toMatchObject({
      month_digit: expect.stringMatching(/^\d{4}-01$/),
      month_name: expect.stringMatching(/^Jan \d{4}$/),
    });
    expect(body.customers.length).toBe(2);
    expect(body.drivers[0]).toHaveProperty('truck_number');
    expect((await post('job_data.php', { month: '2026-13' })).statusCode).toBe(400);
    expect((await post('job_data.php', {})).json().message).toBe('Choose a month (YYYY-MM)');
    expect((await post('job_data.php', { month: '2026-09' }, 4)).statusCode).toBe(403);
  });

  it('answers every one of many month reads made at once, each with its own month', async () => {
    await createJob({ job: 'SEP' });
    await createJob({ date: '2026-10-01', job: 'OCT' });
    const months = ['2026-09', '2026-10', '2026-09', '2026-10', '2026-09', '2026-11'];
    const answers = await Promise.all(months.map((month) => post('job_data.php', { month })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(months.map(() => 200));
    expect(answers.map((answer) => answer.json().job_data.map((r: { job: string }) => r.job))).toEqual([
      ['SEP'],
      ['OCT'],
      ['SEP'],
      ['OCT'],
      ['SEP'],
      [],
    ]);
  });

  it('shows requested and invoiced statuses', async () => {
    const a = await createJob({ job: 'A' });
    const b = await createJob({ job: 'B' });
    await setInvoiceStatus(a.id, 'requested');
    await setInvoiceStatus(b.id, 'finished');
    const rows = (await post('job_data.php', { month: '2026-09' })).json().job_data as {
      job: string;
      status: string;
    }[];
    expect(rows.map((r) => `${r.job}:${r.status}`)).toEqual(['A:requested', 'B:invoiced']);
  });
});

describe('POST job_update.php', () => {
  it('saves a multipart row at its version and answers the updated row', async () => {
    const job = await createJob();
    const fields = Object.fromEntries(
      Object.entries(
        row({ id: job.id, version: job.version, description: 'Changed', charge: '55.125', related_note: 'note' }),
      ).map(([k, v]) => [k, v === null ? '' : String(v)]),
    );
    const response = await api.upload('job_update.php', fields, undefined, 3);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().updatedRow).toMatchObject({
      id: job.id,
      description: 'Changed',
      charge: 55.125,
      related_note: 'note',
      version: 2,
    });
  });

  it('refuses a stale version with 409 naming who changed it, and changes nothing', async () => {
    const job = await createJob();
    expect(
      (await post('job_update.php', { ...row({ description: 'First' }), id: job.id, version: 1 }, 1)).statusCode,
    ).toBe(200);
    const stale = await post('job_update.php', { ...row({ description: 'Second' }), id: job.id, version: 1 }, 2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^This job was changed by Ada Admin at \d{4}-\d{2}-\d{2} \d{2}:\d{2} since you loaded it/,
      ),
      current: expect.objectContaining({ id: job.id, description: 'First', version: 2 }),
    });
    const stored = await api.ctx.database.db.execute(sql`select description from jobs where id = ${job.id}`);
    expect(stored.rows[0]).toEqual({ description: 'First' });
  });

  it('locks invoiced rows except their related note', async () => {
    const job = await createJob();
    await setInvoiceStatus(job.id, 'processing');
    const locked = await post('job_update.php', { ...row({ charge: 99 }), id: job.id, version: 1 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Cannot edit invoiced jobs');
    const note = await post('job_update.php', { ...row({ related_note: 'POD received' }), id: job.id, version: 1 });
    expect(note.statusCode).toBe(200);
    expect(note.json().updatedRow).toMatchObject({ related_note: 'POD received', charge: 40, status: 'invoiced' });
  });

  it('keeps a deactivated driver on an old job but refuses choosing one', async () => {
    const job = await createJob({ driver_id: api.md.drivers.ravi, truck_id: api.md.trucks.t2 });
    await api.ctx.database.db.execute(sql`update drivers set active = false where id = ${api.md.drivers.ravi}`);
    try {
      const same = await post('job_update.php', {
        ...row({ driver_id: api.md.drivers.ravi, truck_id: api.md.trucks.t2, description: 'still Ravi' }),
        id: job.id,
        version: 1,
      });
      expect(same.statusCode).toBe(200);
      const other = await createJob();
      const choose = await post('job_update.php', {
        ...row({ driver_id: api.md.drivers.ravi }),
        id: other.id,
        version: 1,
      });
      expect(choose.statusCode).toBe(400);
      expect(choose.json().errors.driver_id).toBe('Driver must be selected from the list');
    } finally {
      await api.ctx.database.db.execute(sql`update drivers set active = true where id = ${api.md.drivers.ravi}`);
    }
  });

  it('applies the row rules and limits, writing nothing', async () => {
    const job = await createJob();
    const before = await tableCounts(api.ctx.database.db, ['audit_log']);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customer_id: null }, 'customer_id', 'Customer is required'],
      [{ driver_id: null }, 'driver_id', 'Driver is required'],
      [{ truck_id: 999999 }, 'truck_id', 'Truck must be selected from the list'],
      [{ taxi: 'yes', taxi_name: '' }, 'taxi_name', 'Taxi name is required for taxi jobs'],
      [{ job: 'TOOLONG' }, 'job', 'Job No can have at most 6 characters'],
      [{ container: 'ABCDEFGHIJKLM' }, 'container', 'Container can have at most 12 characters'],
      [{ charge: -3 }, 'charge', 'Amount must be at least 0'],
      [{ description: 'x'.repeat(10_000) }, 'description', 'Description must be at most 500 characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post('job_update.php', { ...row(overrides), id: job.id, version: 1 });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect((await post('job_update.php', { ...row(), id: 999999, version: 1 })).statusCode).toBe(404);
    expect((await post('job_update.php', { ...row(), id: job.id })).json().message).toBe(VERSION_REQUIRED);
    expect(await tableCounts(api.ctx.database.db, ['audit_log'])).toEqual(before);
    const stored = await api.ctx.database.db.execute(sql`select version from jobs where id = ${job.id}`);
    expect(stored.rows[0]).toEqual({ version: 1 });
  });

  it('accepts attachments in both spec shapes without touching them', async () => {
    const job = await createJob();
    const asList = await post('job_update.php', {
      ...row({ description: 'v2' }),
      id: job.id,
      version: 1,
      attachment: [{ id: 1, url: '/x', name: 'x' }],
    });
    expect(asList.statusCode).toBe(200);
    const asString = await post('job_update.php', {
      ...row({ description: 'v3' }),
      id: job.id,
      version: 2,
      attachment: '/a,/b',
      attachment_name: 'a,b',
    });
    expect(asString.statusCode).toBe(200);
  });
});

describe('POST job_bulk.php', () => {
  it('saves new and edited rows together and answers them in order', async () => {
    const existing = await createJob({ job: 'OLD' });
    const response = await post('job_bulk.php', {
      month: '2026-09',
      jobs: [
        { ...row({ job: 'NEW1' }), isNew: true },
        { ...row({ job: 'OLD2' }), id: existing.id, version: 1 },
        { ...row({ job: 'NEW2', taxi: 'yes', taxi_name: 'Cab 5', driver_id: null, truck_id: null }), isNew: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rows.map((r: { job: string }) => r.job)).toEqual(['NEW1', 'OLD2', 'NEW2']);
    expect(response.json().message).toBe('3 jobs saved');
  });

  it('saves nothing when one row fails, listing every failing row', async () => {
    const existing = await createJob({ job: 'KEEP' });
    const before = await tableCounts(api.ctx.database.db, ['jobs', 'audit_log']);
    const response = await post('job_bulk.php', {
      jobs: [
        { ...row({ job: 'OK1' }), isNew: true },
        { ...row({ job: 'BAD1', customer_id: null }), isNew: true },
        { ...row({ job: 'CHG' }), id: existing.id, version: 1 },
        { ...row({ job: 'BAD2', charge: 'lots' }), isNew: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Nothing was saved: 2 of 4 rows have problems',
      failures: [
        { index: 1, id: null, errors: { customer_id: 'Customer is required' } },
        { index: 3, id: null, errors: { charge: 'Charge amount is required' } },
      ],
    });
    expect(await tableCounts(api.ctx.database.db, ['jobs', 'audit_log'])).toEqual(before);
    expect(
      (await api.ctx.database.db.execute(sql`select job_number from jobs where id = ${existing.id}`)).rows[0],
    ).toEqual({ job_number: 'KEEP' });
  });

  it('a bulk with one invoiced row changes nothing', async () => {
    const open = await createJob({ job: 'OPEN' });
    const invoiced = await createJob({ job: 'INV' });
    await setInvoiceStatus(invoiced.id, 'finished');
    const response = await post('job_bulk.php', {
      jobs: [
        { ...row({ job: 'OPEN2' }), id: open.id, version: 1 },
        { ...row({ job: 'INV2' }), id: invoiced.id, version: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().failures).toEqual([
      { index: 1, id: invoiced.id, errors: { id: 'Cannot edit invoiced jobs' } },
    ]);
    const stored = await api.ctx.database.db.execute(sql`select job_number from jobs order by id`);
    expect(stored.rows).toEqual([{ job_number: 'OPEN' }, { job_number: 'INV' }]);
  });

  it('refuses bad shapes', async () => {
    expect((await post('job_bulk.php', { jobs: [] })).json().message).toBe('There is nothing to save');
    expect((await post('job_bulk.php', { jobs: 'all' })).json().message).toBe('jobs must be a list of rows');
    expect((await post('job_bulk.php', {})).statusCode).toBe(400);
    const stale = await createJob();
    await post('job_update.php', { ...row({ description: 'moved on' }), id: stale.id, version: 1 });
    const conflictResponse = await post('job_bulk.php', { jobs: [{ ...row(), id: stale.id, version: 1 }] });
    expect(conflictResponse.statusCode).toBe(409);
    expect((await post('job_bulk.php', { jobs: [{ ...row(), isNew: true }] }, 4)).statusCode).toBe(403);
  });
});

describe('POST job_delete.php', () => {
  it('deletes an open job (form-encoded) and refuses invoiced or requested ones', async () => {
    const open = await createJob();
    expect((await form('job_delete.php', { id: String(open.id) })).json()).toEqual({
      success: true,
      message: 'Job deleted',
    });
    expect(await tableCounts(api.ctx.database.db, ['jobs'])).toEqual({ jobs: 0 });

    const invoiced = await createJob();
    await setInvoiceStatus(invoiced.id, 'processing');
    const refused = await form('job_delete.php', { id: String(invoiced.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'Cannot edit invoiced jobs' });
    expect((await form('job_delete.php', { id: '999999' })).statusCode).toBe(404);
    expect((await form('job_delete.php', { id: 'abc' })).statusCode).toBe(400);
    expect((await form('job_delete.php', { id: String(invoiced.id) }, 4)).statusCode).toBe(403);
  });

  it('refuses an open job that a purchase voucher names, which the books keep, and changes nothing', async () => {
    const named = await createJob();
    const voucher = await post(
      'vouchers/purchase_generate',
      {
        supplier_id: api.md.customers.bahrainMarine,
        date: '2026-10-10',
        reference: 'SUP-1',
        items: [
          {
            account_id: 29,
            job_id: [named.id],
            cr_dr: 'dr',
            qty: 1,
            amount: 8,
            vat_percentage: 0,
            description: 'Diesel',
          },
        ],
        user_id: 1,
      },
      1,
    );
    expect(voucher.statusCode, voucher.body).toBe(200);
    const refused = await form('job_delete.php', { id: String(named.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: JOB_TABLE_MESSAGES.namedByDocuments });
    expect(await tableCounts(api.ctx.database.db, ['jobs'])).toEqual({ jobs: 1 });
  });
});

describe('attachments', () => {
  const upload = (fields: Record<string, string>, file?: UploadedFile, authority: Authority = 2) =>
    api.upload('drive/upload.php', fields, file, authority);
  const attachment = (id: number | undefined, authority: Authority) =>
    api.call('GET', `drive/attachment.php?id=${id}`, undefined, authority);

  it('accepts PDF, PNG and JPEG by content, lists, downloads and deletes them', async () => {
    const job = await createJob();
    const files = [
      { name: 'pod.pdf', type: 'application/pdf', data: PDF_BYTES },
      { name: 'photo.png', type: 'image/png', data: PNG_BYTES },
      { name: 'scan.jpeg', type: 'application/octet-stream', data: JPEG_BYTES },
    ];
    const ids: number[] = [];
    for (const file of files) {
      const response = await upload({ name: file.name.split('.')[0]!, job: String(job.id) }, file);
      expect(response.statusCode, file.name).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'File uploaded successfully!',
        url: expect.stringContaining('/drive/attachment.php?id='),
      });
      ids.push(response.json().attachmentId);
    }
    const rows = (await post('job_data.php', { month: '2026-09' })).json().job_data;
    expect(rows[0].attachment.map((a: { name: string }) => a.name)).toEqual(['pod', 'photo', 'scan']);

    const download = await api.call('GET', `drive/attachment.php?id=${ids[0]}&download=1`, undefined, 3);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="pod.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(
      (await api.ctx.app.inject({ method: 'GET', url: `${API}/drive/attachment.php?id=${ids[0]}` })).statusCode,
    ).toBe(401);
    expect((await attachment(ids[0], 4)).statusCode).toBe(403);

    // Editing the row keeps its files.
    await post('job_update.php', { ...row({ description: 'edited' }), id: job.id, version: 1 });
    expect((await attachment(ids[1], 2)).statusCode).toBe(200);

    const removed = await form('attachment_delete.php', { attachment_id: String(ids[0]), job_id: String(job.id) });
    expect(removed.json()).toEqual({ success: true, message: 'Attachment deleted successfully!' });
    expect(await tableCounts(api.ctx.database.db, ['attachments'])).toEqual({ attachments: 2 });
  });

  it('refuses an .exe renamed to .pdf, HTML, oversized files and missing parts, storing nothing', async () => {
    const job = await createJob();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    const cases: [Record<string, string>, { name: string; type: string; data: Buffer } | undefined, number, string][] =
      [
        [
          { name: 'fake', job: String(job.id) },
          { name: 'invoice.pdf', type: 'application/pdf', data: exe },
          400,
          'Only images and PDF files are allowed',
        ],
        [
          { name: 'page', job: String(job.id) },
          { name: 'x.html', type: 'text/html', data: Buffer.from('<html><script>alert(1)</script></html>') },
          400,
          'Only images and PDF files are allowed',
        ],
        [
          { name: 'big', job: String(job.id) },
          { name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF_BYTES, Buffer.alloc(1_100_000)]) },
          413,
          'The file is too large',
        ],
        [
          { name: '', job: String(job.id) },
          { name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES },
          400,
          'Please provide both name and file',
        ],
        [{ name: 'nofile', job: String(job.id) }, undefined, 400, 'Please provide both name and file'],
        [
          { name: 'ghost', job: '999999' },
          { name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES },
          404,
          'Job not found',
        ],
      ];
    for (const [fields, file, status, message] of cases) {
      const response = await upload(fields, file);
      expect(response.statusCode, fields.name).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await tableCounts(api.ctx.database.db, ['attachments'])).toEqual({ attachments: 0 });
    expect(
      (await upload({ name: 'x', job: String(job.id) }, { name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES }, 4))
        .statusCode,
    ).toBe(403);
  });

  it('refuses deleting an attachment through another job', async () => {
    const a = await createJob({ job: 'A' });
    const b = await createJob({ job: 'B' });
    const uploaded = await upload(
      { name: 'pod', job: String(a.id) },
      { name: 'pod.pdf', type: 'application/pdf', data: PDF_BYTES },
    );
    const response = await form('attachment_delete.php', {
      attachment_id: String(uploaded.json().attachmentId),
      job_id: String(b.id),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('That attachment does not belong to this job');
    expect(await tableCounts(api.ctx.database.db, ['attachments'])).toEqual({ attachments: 1 });
  });
});
