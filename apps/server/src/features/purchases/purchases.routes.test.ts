import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { PURCHASE_MESSAGES } from '@fleetledger/shared/purchases/purchases.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../../test/masterdata-fixture';
import { multipart, PNG_BYTES } from '../../../test/multipart';
import { tableCounts } from '../../../test/table-counts';
import { documentsWithHeader, itemFields } from '../../../test/document-calls';
import { setSecurityCodes } from '../../kernel/security-codes';
import { clearBooks } from '../../../test/clear-books';

const api = useSignedInApp({ authority: 1 });
const { call } = api;
let md: MasterData;
let baseUrl: string;
const CODES = { cancel: '3141', admin: '2718' };
const jobIds: number[] = [];

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
  await setSecurityCodes(api.ctx.database.db, CODES);
  baseUrl = await api.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  for (const job of ['P1', 'P2', 'P2']) {
    const response = await call('POST', 'job_insert.php', {
      date: '2026-10-05',
      job,
      description: 'Job',
      customer_id: md.customers.acme,
      driver_id: md.drivers.ali,
      truck_id: md.trucks.t1,
      charge: 40,
    });
    jobIds.push(response.json().job_id);
  }
});
beforeEach(async () => {
  await clearBooks(api.ctx.database.db);
  await api.ctx.database.db.execute(sql`
    delete from attachments where owner_kind = 'purchase'; delete from purchase_item_jobs; delete from purchase_items;
    delete from purchases; delete from document_counters where kind = 'purchase'; delete from security_code_failures`);
});

const item = (overrides: Record<string, unknown> = {}) => ({
  account_id: 29,
  job_id: null,
  truck_id: null,
  cr_dr: 'dr',
  qty: 2,
  amount: 10.005,
  vat_percentage: 10,
  vat_amount: 0,
  total_amount: 0,
  description: 'Diesel',
  ...overrides,
});
const purchases = documentsWithHeader(call, 'purchase', () => ({
  supplier_id: md.customers.bahrainMarine,
  date: '2026-10-10',
  reference: 'SUP-INV-9',
  reference_date: '2026-10-09',
  narration: 'Fuel',
  total_amount: 1,
  user_id: 1,
}));
const { body: purchase, details, move, generate, expectUpdatesAtVersion } = purchases;
const TABLES = ['purchases', 'purchase_items', 'purchase_item_jobs', 'attachments'];

describe('purchase_generate', () => {
  it('numbers the voucher and signs each item by its account side, VAT added for debit and taken off for credit', async () => {
    const number = await generate([
      item({ job_id: jobIds[0], truck_id: md.trucks.t1 }),
      item({ account_id: 25, cr_dr: 'dr', qty: 1, amount: 5, description: 'Refund of sales' }),
      item({ account_id: 29, cr_dr: 'cr', qty: 1, amount: 1, description: 'Credit from supplier' }),
    ]);
    const stored = await details(number);
    expect(stored).toMatchObject({
      number: 1,
      customer_name: 'Bahrain Marine',
      reference: 'SUP-INV-9',
      status: 'Created',
      version: 1,
    });
    expect(
      itemFields(stored.items, ['account_dr_cr', 'cr_dr', 'vatable_amount', 'vat_amount', 'total_amount']),
    ).toEqual([
      ['dr', 'dr', 20.01, 2.001, 22.011],
      ['cr', 'dr', -5, 0.5, -4.5],
      ['dr', 'cr', -1, 0.1, -1.1],
    ]);
    expect(stored.total_amount).toBe(16.411);
    expect(stored.items[0]).toMatchObject({
      job_number: 'P1',
      truck_number: 'TR-100',
      jobs: [{ id: jobIds[0], job_number: 'P1', date: '2026-10-05' }],
    });
  });

  it('joins the messages with commas and names each field, saving nothing', async () => {
    const before = await tableCounts(api.ctx.database.db, TABLES);
    const bad = await call(
      'POST',
      'vouchers/purchase_generate',
      purchase([item({ account_id: null, qty: 0 })], { reference: ' ', date: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: 'error',
      message: [
        PURCHASE_MESSAGES.dateRequired,
        PURCHASE_MESSAGES.referenceRequired,
        PURCHASE_MESSAGES.accountRequired(1),
        PURCHASE_MESSAGES.quantityRequired(1),
      ].join(', '),
      errors: { date: PURCHASE_MESSAGES.dateRequired, account_0: PURCHASE_MESSAGES.accountRequired(1) },
    });
    const cases: [Record<string, unknown>, unknown[], string][] = [
      [{}, [], PURCHASE_MESSAGES.itemsRequired],
      [{ supplier_id: 999_999 }, [item()], PURCHASE_MESSAGES.supplierMissing],
      [{}, [item({ account_id: 999 })], PURCHASE_MESSAGES.accountUnknown(1)],
      [{}, [item({ truck_id: md.trucks.inactive })], PURCHASE_MESSAGES.truckMissing(1)],
      [{}, [item({ job_id: 999_999 })], PURCHASE_MESSAGES.jobMissing(1, '999999')],
      [{}, [item({ job_numbers: 'NOPE' })], PURCHASE_MESSAGES.jobMissing(1, 'NOPE')],
      [{}, [item({ job_numbers: 'P2' })], PURCHASE_MESSAGES.jobAmbiguous(1, 'P2')],
      [{}, [item({ amount: 0.0001 })], PURCHASE_MESSAGES.amountDecimals(1)],
      [{}, [item({ amount: -1 })], PURCHASE_MESSAGES.amountRequired(1)],
      [{}, [item({ vat_percentage: 15 })], PURCHASE_MESSAGES.vatRate(1)],
      [{}, [item({ description: '' })], PURCHASE_MESSAGES.descriptionRequired(1)],
    ];
    for (const [overrides, items, message] of cases) {
      const response = await call('POST', 'vouchers/purchase_generate', purchase(items, overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('POST', 'vouchers/purchase_generate', purchase([item()]), 2)).statusCode).toBe(403);
    expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
  });

  it('gives 30 purchases created at once through the real server the numbers 1 to 30', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${baseUrl}/api/transportation/vouchers/purchase_generate.php`, {
          method: 'POST',
          headers: { cookie: api.cookies[1], 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify(purchase([item()])),
        }).then(async (response) => ((await response.json()) as { purchase_number: number }).purchase_number),
      ),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});

describe('purchase_update and status', () => {
  it('saves a purchase sent back untouched without changing a stored column, and finds a typed job number', async () => {
    const number = await generate([item({ job_id: jobIds[0], truck_id: md.trucks.t2 }), item({ description: 'Oil' })]);
    const read = await details(number);
    const rows = async () => (await api.ctx.database.db.execute(sql`select * from purchase_items order by id`)).rows;
    const itemsBefore = await rows();
    const links = async () =>
      (await api.ctx.database.db.execute(sql`select * from purchase_item_jobs order by item_id`)).rows;
    const linksBefore = await links();
    const untouched = await call('POST', 'vouchers/purchase_update.php', {
      ...read,
      items: read.items.map((i: { jobs: { id: number }[] }) => ({ ...i, job_ids: i.jobs.map((j) => j.id) })),
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(await rows()).toEqual(itemsBefore);
    expect(await links()).toEqual(linksBefore);
    const after = untouched.json().purchase;
    expect({ ...after, version: 1 }).toEqual(read);

    const typed = await call('POST', 'vouchers/purchase_update', {
      ...after,
      items: [{ ...after.items[1], job_numbers: 'P1' }],
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().purchase.items).toEqual([expect.objectContaining({ id: after.items[1].id, job_number: 'P1' })]);
  });

  it('refuses stale and version-less edits, and any edit once it has left Created', async () => {
    const number = await generate([item()]);
    const read = await details(number);
    await expectUpdatesAtVersion(read, PURCHASE_MESSAGES.stale);
    expect((await move(read.id, 'Approved', 2)).statusCode).toBe(200);
    const locked = await call('POST', 'vouchers/purchase_update', { ...(await details(number)), narration: 'Late' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(STATUS_MESSAGES.notEditable('Approved'));
  });

  it('moves through its own table: Approved may cancel; leaving Posted needs the admin code', async () => {
    const number = await generate([item()]);
    const { id } = await details(number);
    await move(id, 'Approved', 1);
    await move(id, 'Posted', 2);
    const noCode = await move(id, 'Created', 3);
    expect(noCode.json().message).toBe(STATUS_MESSAGES.adminCodeRequired);
    const wrong = await move(id, 'Created', 3, { admin_code: '0000' });
    expect(wrong.json().message).toBe(STATUS_MESSAGES.invalidAdminCode);
    expect((await move(id, 'Created', 3, { admin_code: CODES.admin })).json().purchase.status).toBe('Created');

    const other = (await details(await generate([item()]))).id;
    await move(other, 'Approved', 1);
    expect((await move(other, 'Cancelled', 2, { cancel_code: CODES.cancel })).json().purchase.status).toBe('Cancelled');
    expect((await move(other, 'Created', 3)).statusCode).toBe(409);
  });
});

describe('purchase attachments and list', () => {
  it('attaches until Cancelled, and lists with filters and totals', async () => {
    const number = await generate([item()]);
    const { id } = await details(number);
    const upload = () => {
      const body = multipart(
        { name: 'supplier bill', purchase_id: String(id) },
        { name: 'bill.png', type: 'image/png', data: PNG_BYTES },
      );
      return api.ctx.app.inject({
        method: 'POST',
        url: '/api/transportation/drive/purchase_upload.php',
        payload: body.payload,
        headers: { cookie: api.cookies[1], ...body.headers },
      });
    };
    expect((await upload()).statusCode).toBe(200);
    const [attachment] = (await details(number)).attachments;
    const removal = await call('POST', 'vouchers/purchase_attachment_remover.php', {
      purchase_id: id,
      attachment_id: attachment.id,
    });
    expect(removal.statusCode).toBe(200);
    await move(id, 'Cancelled', 1, { cancel_code: CODES.cancel });
    expect((await upload()).json().message).toBe(STATUS_MESSAGES.attachmentsClosed);

    await generate([item({ qty: 1, amount: 100, vat_percentage: 0 })], { reference: 'OTHER-1' });
    const list = (await call('GET', 'vouchers/purchase_list?status=Created')).json();
    expect(list).toMatchObject({ count: 1, totals: { total_amount: 100 } });
    expect((await call('GET', 'vouchers/purchase_list?search=other')).json().purchases).toHaveLength(1);
    expect((await call('GET', 'vouchers/purchase_list')).json()).toMatchObject({ count: 2, gaps: [] });
    expect((await call('GET', 'vouchers/purchase_list?search=PV-ARG-2')).json().purchases).toMatchObject([
      { number: 2, reference: 'OTHER-1' },
    ]);
  });
});

describe('purchase calls refuse what they must, changing nothing', () => {
  it('keeps every purchase call from the Manager, the Supervisor and the Driver', async () => {
    const number = await generate([item()]);
    const { id, version } = await details(number);
    const before = await tableCounts(api.ctx.database.db, TABLES);
    const calls: [string, string, unknown?][] = [
      ['POST', 'vouchers/purchase_generate', purchase([item()])],
      ['GET', `vouchers/purchase_details?purchase_number=${number}`],
      ['POST', 'vouchers/purchase_update', { ...(await details(number)), narration: 'Not mine' }],
      ['POST', 'vouchers/purchase_status_update', { purchase_id: id, status: 'Approved', version }],
      ['GET', 'vouchers/purchase_list'],
      ['POST', 'vouchers/purchase_attachment_remover', { purchase_id: id, attachment_id: 1 }],
    ];
    for (const authority of [2, 3, 4] as const)
      for (const [method, url, payload] of calls) {
        const response = await call(method as 'GET' | 'POST', url, payload, authority);
        expect(response.statusCode, `${url} as ${authority}`).toBe(403);
        expect(response.json().message).toEqual(expect.any(String));
      }
    expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
    expect((await details(number)).narration).toBe('Fuel');
  });

  it('answers wrong types, huge strings and unknown numbers with a 4xx and a message', async () => {
    const number = await generate([item()]);
    const read = await details(number);
    const before = await tableCounts(api.ctx.database.db, TABLES);
    const refused: [string, string, unknown, number][] = [
      ['POST', 'vouchers/purchase_generate', purchase('not a list' as unknown as unknown[]), 400],
      ['POST', 'vouchers/purchase_generate', purchase([item({ qty: 'two' })]), 400],
      ['POST', 'vouchers/purchase_generate', purchase([item()], { reference: 'R'.repeat(5000) }), 400],
      ['POST', 'vouchers/purchase_generate', purchase([item()], { narration: 'N'.repeat(100_000) }), 400],
      ['POST', 'vouchers/purchase_generate', purchase([item({ truck_id: 'big' })]), 400],
      ['POST', 'vouchers/purchase_generate', purchase([item({ cr_dr: 'sideways' })]), 400],
      ['POST', 'vouchers/purchase_generate', purchase([item()], { supplier_id: 'acme' }), 400],
      ['GET', 'vouchers/purchase_details?purchase_number=PV-ARG-999999', undefined, 404],
      ['GET', 'vouchers/purchase_details?purchase_number=abc', undefined, 400],
      ['POST', 'vouchers/purchase_update', { ...read, id: 999_999 }, 404],
      ['POST', 'vouchers/purchase_update', { ...read, items: [{ ...read.items[0], id: 999_999 }] }, 400],
      ['POST', 'vouchers/purchase_status_update', { purchase_id: 999_999, status: 'Approved', version: 1 }, 404],
      ['POST', 'vouchers/purchase_status_update', { purchase_id: read.id, status: 'Paid', version: 1 }, 400],
      ['POST', 'vouchers/purchase_status_update', { purchase_id: read.id, status: 'Posted', version: 1 }, 409],
      ['POST', 'vouchers/purchase_attachment_remover', { purchase_id: read.id, attachment_id: 999_999 }, 404],
      ['GET', 'vouchers/purchase_list?status=Paid', undefined, 400],
      ['GET', 'vouchers/purchase_list?from=yesterday', undefined, 400],
    ];
    for (const [method, url, payload, status] of refused) {
      const response = await call(method as 'GET' | 'POST', url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(status);
      expect(response.json().message, url).toEqual(expect.any(String));
    }
    expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
    expect(await details(number)).toEqual(read);
  });

  it('cancels only with the right cancellation code', async () => {
    const { id } = await details(await generate([item()]));
    const wrong = await move(id, 'Cancelled', 1, { cancel_code: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(STATUS_MESSAGES.invalidCancelCode);
    expect((await move(id, 'Cancelled', 1)).json().message).toBe(STATUS_MESSAGES.cancelCodeRequired);
    expect((await move(id, 'Cancelled', 1, { cancel_code: CODES.cancel })).json().purchase.status).toBe('Cancelled');
  });
});
