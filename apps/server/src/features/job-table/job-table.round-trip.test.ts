import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { JOB_MESSAGES } from '@fleetledger/shared/jobs/jobs.rules';
import { useSignedInApp } from '../../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../../test/masterdata-fixture';
import { PDF_BYTES } from '../../../test/multipart';
import { withoutEditStamp } from '../../../test/edit-stamp';

/**
 * A row saved back exactly as the table read it must leave every stored column as it was: a loose
 * container once lost its BL reference this way.
 */
const api = useSignedInApp({ authority: 2 });
let md: MasterData;

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
});
beforeEach(async () => {
  await api.ctx.database.db.execute(sql`delete from attachments; delete from jobs`);
});

const post = (url: string, payload: unknown, authority: Authority = 2) => api.call('POST', url, payload, authority);

const entry = (overrides: Record<string, unknown>) => ({
  date: '2026-09-15',
  description: 'Round trip',
  customer_id: md.customers.acme,
  driver_id: md.drivers.ali,
  truck_id: md.trucks.t1,
  charge: 40,
  ...overrides,
});

/** Every kind of job the business records, as Job Entry sends it. */
const KINDS: Record<string, () => Record<string, unknown>> = {
  container: () => entry({ job: 'C1', container: 'CSQU3054383' }),
  'loose container with reference': () => entry({ is_lose_container: 1, reference: 'REF-KEEP', job: 'L1' }),
  'taxi with taxi name and charge': () =>
    entry({ is_taxi: 1, taxi_name: 'Speedy Taxi', taxi_charge: 7.25, driver_id: null, truck_id: null }),
  'extras, care of and related note': () =>
    entry({
      container: 'CSQU3054383',
      care_of: 'Gulf Agent',
      extra_amount: 12.5,
      extra_description: 'Waiting 3 hours',
      related_note: 'Gate pass at the office\nsecond line',
    }),
};

async function insert(payload: Record<string, unknown>): Promise<number> {
  const response = await post('job_insert.php', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().job_id as number;
}

async function attach(jobId: number, authority: Authority = 2) {
  return api.upload(
    'drive/upload.php',
    { name: 'delivery note', job: String(jobId) },
    { name: 'dn.pdf', type: 'application/pdf', data: PDF_BYTES },
    authority,
  );
}

async function tableRow(id: number) {
  const rows = (await post('job_data.php', { month: '2026-09' })).json().job_data as ({ id: number } & Record<
    string,
    unknown
  >)[];
  return rows.find((row) => row.id === id)!;
}

/** Every stored column of the job, less the ones a save is meant to move on. */
async function storedJob(id: number) {
  const result = await api.ctx.database.db.execute<Record<string, unknown>>(sql`select * from jobs where id = ${id}`);
  return withoutEditStamp(result.rows[0]!);
}

async function storedAttachments(id: number) {
  return (
    await api.ctx.database.db.execute(
      sql`select * from attachments where owner_kind = 'job' and owner_id = ${id} order by id`,
    )
  ).rows;
}

async function setInvoiceStatus(id: number, status: string) {
  await api.ctx.database.db.execute(sql`update jobs set invoice_status = ${status} where id = ${id}`);
}

describe('a row saved back untouched keeps every stored column', () => {
  for (const [kind, payload] of Object.entries(KINDS)) {
    it(`${kind}, through job_update and job_bulk`, async () => {
      const id = await insert(payload());
      expect((await attach(id)).statusCode).toBe(200);
      const before = await storedJob(id);
      const attachmentsBefore = await storedAttachments(id);

      const viaUpdate = await post('job_update.php', await tableRow(id));
      expect(viaUpdate.statusCode, viaUpdate.body).toBe(200);
      expect(await storedJob(id)).toEqual(before);

      const viaBulk = await post('job_bulk.php', { month: '2026-09', jobs: [await tableRow(id)] });
      expect(viaBulk.statusCode, viaBulk.body).toBe(200);
      expect(await storedJob(id)).toEqual(before);
      expect(await storedAttachments(id)).toEqual(attachmentsBefore);
      expect((await tableRow(id)).version).toBe(3);
    });
  }
});

describe('loose containers in the job table', () => {
  it('serves the reference and the loose flag, and an edit of another field keeps both', async () => {
    const id = await insert(KINDS['loose container with reference']!());
    const row = await tableRow(id);
    expect(row).toMatchObject({ container: null, reference: 'REF-KEEP', is_lose_container: true });

    expect((await post('job_update.php', { ...row, description: 'Changed only this' })).statusCode).toBe(200);
    expect(await storedJob(id)).toMatchObject({
      description: 'Changed only this',
      reference: 'REF-KEEP',
      is_lose_container: true,
      container: null,
    });

    await setInvoiceStatus(id, 'processing');
    const noteOnly = await post('job_update.php', { ...(await tableRow(id)), related_note: 'Invoiced, note added' });
    expect(noteOnly.statusCode, noteOnly.body).toBe(200);
    expect(await storedJob(id)).toMatchObject({ related_note: 'Invoiced, note added', reference: 'REF-KEEP' });
  });

  it('keeps the stored reference and flag when a row leaves them out, as the spec payload does', async () => {
    const id = await insert(KINDS['loose container with reference']!());
    const { reference: _reference, is_lose_container: _loose, ...specRow } = await tableRow(id);
    expect((await post('job_bulk.php', { jobs: [{ ...specRow, description: 'Spec client' }] })).statusCode).toBe(200);
    expect(await storedJob(id)).toMatchObject({
      description: 'Spec client',
      reference: 'REF-KEEP',
      is_lose_container: true,
    });
  });

  it('edits the reference, and turning the flag off clears it in favour of a container number', async () => {
    const id = await insert(KINDS['loose container with reference']!());
    expect((await post('job_update.php', { ...(await tableRow(id)), reference: 'BL-2' })).statusCode).toBe(200);
    expect(await storedJob(id)).toMatchObject({ reference: 'BL-2', is_lose_container: true });

    const asContainer = { ...(await tableRow(id)), is_lose_container: false, container: 'CSQU3054383' };
    expect((await post('job_update.php', asContainer)).statusCode).toBe(200);
    expect(await storedJob(id)).toMatchObject({ reference: null, is_lose_container: false, container: 'CSQU3054383' });
  });

  it('refuses a loose container row without a reference, changing nothing', async () => {
    const id = await insert(KINDS['loose container with reference']!());
    const before = await storedJob(id);
    const response = await post('job_update.php', { ...(await tableRow(id)), reference: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { reference: JOB_MESSAGES.referenceRequired } });
    expect(await storedJob(id)).toEqual(before);
  });
});

describe('updates carry the version they were read at', () => {
  it('job_bulk refuses an edited row without a version (400) and a stale one (409), changing nothing', async () => {
    const id = await insert(KINDS.container!());
    const read = await tableRow(id);
    expect((await post('job_update.php', { ...read, description: 'First user' })).statusCode).toBe(200);
    const before = await storedJob(id);

    const { version: _version, ...withoutVersion } = read;
    const missing = await post('job_bulk.php', { jobs: [{ ...withoutVersion, description: 'Second user' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().failures).toEqual([{ index: 0, id, errors: { version: VERSION_REQUIRED } }]);

    const stale = await post('job_bulk.php', { jobs: [{ ...read, description: 'Second user' }] });
    expect(stale.statusCode).toBe(409);
    expect(await storedJob(id)).toEqual(before);
  });

  it('job_update refuses a missing version with 400', async () => {
    const id = await insert(KINDS.container!());
    const { version: _version, ...withoutVersion } = await tableRow(id);
    const response = await post('job_update.php', { ...withoutVersion, description: 'No version' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: VERSION_REQUIRED });
    expect((await storedJob(id)).description).toBe('Round trip');
  });
});

describe('the invoiced lock covers attachments', () => {
  for (const status of ['processing', 'finished']) {
    it(`refuses uploading to and deleting from a ${status} job with 409, changing nothing`, async () => {
      const id = await insert(KINDS.container!());
      const attachmentId = (await attach(id)).json().attachmentId as number;
      await setInvoiceStatus(id, status);
      const before = await storedAttachments(id);

      const upload = await attach(id);
      expect(upload.statusCode).toBe(409);
      expect(upload.json()).toMatchObject({ success: false, message: JOB_MESSAGES.invoicedLocked });

      const removal = await api.postForm('attachment_delete.php', {
        attachment_id: String(attachmentId),
        job_id: String(id),
      });
      expect(removal.statusCode).toBe(409);
      expect(removal.json()).toMatchObject({ success: false, message: JOB_MESSAGES.invoicedLocked });
      expect(await storedAttachments(id)).toEqual(before);
    });
  }

  it('still takes attachments on a job with only an invoice request', async () => {
    const id = await insert(KINDS.container!());
    await setInvoiceStatus(id, 'requested');
    expect((await attach(id)).statusCode).toBe(200);
  });
});
