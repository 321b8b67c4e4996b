import { beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { NOT_A_REAL_DATE } from '@fleetledger/shared/dates';
import { useSignedInApp } from '../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../test/masterdata-fixture';
import { jobPayload } from '../../test/job-fixture';
import { multipart, PDF_BYTES } from '../../test/multipart';
import { tableCounts } from '../../test/table-counts';
import { loggable } from './error-handler';
import { textRefused } from './text-safety';

const api = useSignedInApp({ authority: 2 });
const { call } = api;
let md: MasterData;
let jobId: number;

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
  jobId = (await call('POST', 'job_insert.php', job())).json().job_id;
});

const job = (overrides: Record<string, unknown> = {}) => jobPayload(md, overrides);
const upload = (body: ReturnType<typeof multipart>) =>
  api.ctx.app.inject({
    method: 'POST',
    url: '/api/transportation/drive/upload.php',
    payload: body.payload,
    headers: { cookie: api.cookies[2], ...body.headers },
  });
const TABLES = ['jobs', 'customers', 'expenses', 'sign_in_failures', 'sessions', 'attachments'];

describe('text no database can store, or no person types', () => {
  it('is refused with 400 naming the field, in every call, and nothing changes', async () => {
    const before = await tableCounts(api.ctx.database.db, TABLES);
    const cases: [string, unknown, string][] = [
      ['job_insert.php', job({ description: 'a\u0000b' }), 'description'],
      ['job_insert.php', job({ care_of: 'x\ud800y' }), 'care_of'],
      ['job_bulk.php', { jobs: [{ ...job({ job: 'x\udc00' }), isNew: true }] }, 'jobs.0.job'],
      ['customer_insert.php', { name: 'Tab\there' }, 'name'],
      ['job-search.php', { type: 'description', value: 'x\u0007' }, 'value'],
      ['login.php', { email: 'a\ud800@b.c', password: 'x' }, 'email'],
      ['expense_insert', { date: '2026-10-05', refrence_id: 'Line\nbreak', amount: 1 }, 'refrence_id'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await call('POST', url, payload);
      expect(response.statusCode, `${url} ${field}`).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: textRefused(field),
        errors: { [field]: textRefused(field) },
      });
    }
    expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
  });

  it('keeps line breaks and tabs in fields of several lines, and right-to-left text and emoji anywhere', async () => {
    const note = 'Gate pass at the office\n\tsecond line';
    const saved = await call('POST', 'job_insert.php', job({ related_note: note, care_of: 'شركة الخليج 🚚' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const row = (await call('POST', 'job_data', { month: '2026-10' }))
      .json()
      .job_data.find((r: { id: number }) => r.id === saved.json().job_id);
    expect(row).toMatchObject({ related_note: note, careof: 'شركة الخليج 🚚' });
  });

  it('checks the name of an uploaded file too', async () => {
    const body = multipart(
      { name: 'pod', job: String(jobId) },
      { name: 'p\u0001od.pdf', type: 'application/pdf', data: PDF_BYTES },
    );
    const response = await upload(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(textRefused('file.filename'));
  });
});

describe('smaller answers', () => {
  it('says a date that is not in the calendar is not a real date', async () => {
    const response = await call('POST', 'job_insert.php', job({ date: '2025-02-30' }));
    expect(response.json().errors.date).toBe(NOT_A_REAL_DATE);
    expect((await call('POST', 'job_insert.php', job({ date: '' }))).json().errors.date).toBe('Date is required');
  });

  it('says one file per upload when two are sent', async () => {
    const boundary = '----twofiles';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${PDF_BYTES.toString('latin1')}\r\n`;
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\npod\r\n--${boundary}\r\nContent-Disposition: form-data; name="job"\r\n\r\n${jobId}\r\n${part('a.pdf')}${part('b.pdf')}--${boundary}--\r\n`;
    const response = await api.ctx.app.inject({
      method: 'POST',
      url: '/api/transportation/drive/upload.php',
      payload,
      headers: { cookie: api.cookies[2], 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Send one file per upload');
  });

  it('refuses an origin whose scheme differs from the request, not only its host', async () => {
    const post = (origin: string) =>
      api.ctx.app.inject({
        method: 'POST',
        url: '/api/transportation/job_data.php',
        payload: { month: '2026-10' },
        headers: { cookie: api.cookies[2], host: 'localhost:80', origin },
      });
    expect((await post('https://localhost')).statusCode).toBe(403);
    expect((await post('http://localhost')).statusCode).toBe(200);
  });

  it('tells browsers to keep no API answer, and to check again before showing an attachment', async () => {
    expect((await call('POST', 'job_data', { month: '2026-10' })).headers['cache-control']).toBe('no-store');
    expect((await call('GET', 'session.php')).headers['cache-control']).toBe('no-store');
    const body = multipart(
      { name: 'pod', job: String(jobId) },
      { name: 'pod.pdf', type: 'application/pdf', data: PDF_BYTES },
    );
    const uploaded = await upload(body);
    const file = await call('GET', `drive/attachment.php?id=${uploaded.json().attachmentId}`);
    expect(file.headers['cache-control']).toBe('private, no-cache');
  });

  it('logs a failed query by its statement and error, never its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const logged = JSON.stringify(
      loggable(
        new DrizzleQueryError(
          'insert into users (email, password_hash) values ($1, $2)',
          ['ada@x.bh', 'secret-hash'],
          cause,
        ),
      ),
    );
    expect(logged).toContain('insert into users');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('ada@x.bh');
    expect(logged).not.toContain('secret-hash');
  });
});
