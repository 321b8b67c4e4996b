import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOCK_MESSAGES, type LockDate } from '@fleetledger/shared/ledger/lock-date.contract';
import {
  vatReturnFileResponse,
  vatReturnsResponse,
  type VatReturn,
} from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const Q1 = { from: '2026-01-01', to: '2026-03-31' };

async function postedInvoice(date: string, unitFils: number): Promise<number> {
  const { number } = await scenario.invoice(
    api.md.customers.acme,
    date,
    [{ quantity: 1, unitFils, vatPercent: 10 }],
    0,
  );
  expect(await scenario.post('invoice', number!)).toBe(200);
  return number!;
}

const vatReturn = async (period: { from: string; to: string }) =>
  (await api.call('GET', `books/vat_return?from=${period.from}&to=${period.to}`)).json<VatReturn>();
const box = (answer: VatReturn, n: number) => answer.boxes.find((b) => b.box === n)!;
const lockDate = async () => (await api.call('GET', 'books/lock_date')).json<LockDate>();

beforeEach(async () => {
  await clearDocuments(db());
});

describe('filing a VAT return', () => {
  it('freezes the boxes with who filed and when, lists it, and locks the books to the period end', async () => {
    await postedInvoice('2026-02-10', 200_000);
    const draft = await vatReturn(Q1);
    expect(draft.filed).toBeNull();
    expect(box(draft, 1)).toMatchObject({ amount: 200, vat: 20 });

    const filed = await api.call('POST', 'books/vat_return_file', Q1);
    expect(filed.statusCode, filed.body).toBe(200);
    const answer = vatReturnFileResponse.parse(filed.json());
    expect(answer.lock_date).toBe(Q1.to);
    expect(answer.filed).toMatchObject({
      ...Q1,
      boxes: draft.boxes,
      net_vat_due: 20,
      filed: { filed_by: 'Ada Admin' },
    });
    const listed = vatReturnsResponse.parse((await api.call('GET', 'books/vat_returns')).json());
    const { corrections: _c, discounts: _d, outside: _o, notices: _n, ...summary } = answer.filed;
    expect(listed.returns).toEqual([summary]);
    expect((await lockDate()).lock_date).toBe(Q1.to);

    // The books opened again with the admin code and a reason, and a sale added to the quarter: the filed
    // return keeps what was filed and says how the books now differ; a period that is not the filed one
    // reads the books as they are.
    const opened = await api.call('POST', 'books/lock_date', {
      lock_date: '2026-01-31',
      version: (await lockDate()).version,
      admin_code: CODES.admin,
      reason: 'A March sale was left out',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const late = await postedInvoice('2026-03-15', 50_000);
    const now = await vatReturn(Q1);
    expect({ ...now, books_differ: null }).toEqual({ success: true, ...answer.filed, books_differ: null });
    expect(now.books_differ).toMatchObject({ output_vat: 5, input_vat: 0, net_vat: 5 });
    expect(now.books_differ!.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', number: `INV-ARG-${late}`, box: 1, amount: 50, vat: 5 }),
    ]);
    expect(box(await vatReturn({ from: '2026-01-01', to: '2026-03-30' }), 1)).toMatchObject({ amount: 250, vat: 25 });
  });

  it('refuses a period that overlaps a filed one or has not ended, and bad periods, filing nothing', async () => {
    expect((await api.call('POST', 'books/vat_return_file', Q1)).statusCode).toBe(200);
    const overlap = await api.call('POST', 'books/vat_return_file', { from: '2026-03-01', to: '2026-05-31' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(LOCK_MESSAGES.alreadyFiled('2026-03-01', '2026-05-31'));
    const future = await api.call('POST', 'books/vat_return_file', { from: '2026-04-01', to: '2027-06-30' });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe(LOCK_MESSAGES.periodNotEnded);
    for (const bad of [{}, { from: '2026-04-01' }, { from: '2026-06-30', to: '2026-04-01' }, { from: 'x', to: 3 }]) {
      expect((await api.call('POST', 'books/vat_return_file', bad)).statusCode).toBe(400);
    }
    const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from vat_returns`);
    expect(rows[0]!.n).toBe(1);
  });

  it('files once when the same quarter is filed 20 times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.postThroughServer('books/vat_return_file', Q1).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(19);
  });
});

describe('postings racing a lock date move', () => {
  it('each lands before the move, and is covered by it, or is refused: none lands inside the locked period', async () => {
    const AT_ONCE = 20;
    const numbers: number[] = [];
    for (let i = 0; i < AT_ONCE; i += 1) {
      const { number } = await scenario.invoice(
        api.md.customers.acme,
        '2026-02-10',
        [{ quantity: 1, unitFils: 10_000 + i, vatPercent: 0 }],
        0,
      );
      expect(await scenario.move('invoice', number!, 'Approved')).toBe(200);
      numbers.push(number!);
    }
    const read = await Promise.all(numbers.map((number) => scenario.details('invoice', number)));
    const { rows: before } = await db().execute<{ id: number }>(
      sql`select coalesce(max(id), 0)::int as id from audit_log`,
    );
    const send = (url: string, body: unknown) =>
      api
        .postThroughServer(url, body)
        .then(async (response) => ({ status: response.status, body: (await response.json()) as { message?: string } }));
    const post = ({ id, version }: { id: number; version: number }) =>
      send('vouchers/invoice_status_update', { invoice_id: id, status: 'Posted', version, admin_code: CODES.admin });
    const half = AT_ONCE / 2;
    const [early, lock, late] = await Promise.all([
      Promise.all(read.slice(0, half).map(post)),
      send('books/lock_date', { lock_date: '2026-02-28', version: 0 }),
      Promise.all(read.slice(half).map(post)),
    ]);
    expect(lock.status).toBe(200);
    const postings = [...early, ...late];
    for (const answer of postings) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message).toBe(LOCK_MESSAGES.locked('2026-02-28'));
    }
    const landed = postings.filter((answer) => answer.status === 200).length;

    // Every posting that landed took the lock date before the move did: its status audit entry (written
    // while holding the lock date shared) comes before the move's; none comes after it.
    const { rows } = await db().execute<{ action: string; entity: string }>(
      sql`select action, entity from audit_log where id > ${before[0]!.id}
            and ((entity = 'invoice' and action = 'status' and after->>'status' = 'Posted') or entity = 'books') order by id`,
    );
    const moveAt = rows.findIndex((row) => row.entity === 'books');
    expect(moveAt).toBe(landed);
    expect(rows).toHaveLength(landed + 1);
    const { rows: entries } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where source_kind = 'invoice'`,
    );
    expect(entries[0]!.n).toBe(landed);
    const { rows: statuses } = await db().execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from invoices group by status order by status`,
    );
    expect(statuses).toEqual(
      [
        { status: 'Approved', n: AT_ONCE - landed },
        { status: 'Posted', n: landed },
      ].filter((row) => row.n > 0),
    );
  });
});
