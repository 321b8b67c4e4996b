import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { JOURNAL_MESSAGES } from '@fleetledger/shared/journals/journals.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { BANK, CAPITAL, CODES, capitalLines, journal, journalsFixture, line } from './journals-fixture';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const { generate, details, move, walk, clear, expectUpdatesAtVersion } = journalsFixture(api);

beforeEach(() => clear());

const capital = () => capitalLines(api.md);

describe('journal_update', () => {
  it('saves a journal read and sent back untouched without changing a stored column', async () => {
    const number = await generate(journal(capital()));
    const read = await details(number);
    const rows = async () => (await api.ctx.database.db.execute(sql`select * from journal_lines order by id`)).rows;
    const header = async () =>
      (
        await api.ctx.database.db.execute(
          sql`select id, number, date, reference, narration, vatable_fils, vat_fils, total_fils, status, created_by from journals`,
        )
      ).rows;
    const [linesBefore, headerBefore] = [await rows(), await header()];
    const untouched = await call('POST', 'vouchers/journal_update', read);
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json().message).toBe(JOURNAL_MESSAGES.updated);
    expect(await rows()).toEqual(linesBefore);
    expect(await header()).toEqual(headerBefore);
    expect({ ...untouched.json().journal, version: 1 }).toEqual(read);
  });

  it('keeps the lines sent back with their ids, adds new ones and drops the rest', async () => {
    const read = await details(await generate(journal(capital())));
    const [bank, receivable] = read.lines;
    const saved = await call('POST', 'vouchers/journal_update', {
      ...read,
      narration: 'Corrected',
      lines: [{ ...bank, debit: 900 }, receivable, line(CAPITAL, 0, 1150.5)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().journal;
    expect(after).toMatchObject({ narration: 'Corrected', total_amount: 1150.5, version: 2 });
    expect(after.lines.map((l: { id: number }) => l.id).slice(0, 2)).toEqual([bank!.id, receivable!.id]);
    expect(after.lines[2].id).not.toBe(read.lines[2]!.id);
    const foreign = await call('POST', 'vouchers/journal_update', {
      ...after,
      lines: [...after.lines.slice(0, 2), { ...after.lines[2], id: 987_654 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'lines.2.id': JOURNAL_MESSAGES.lineNotOnJournal(3) });
  });

  it('needs the version read: none is 400, a stale one 409 with the journal as it is now', async () => {
    const read = await details(await generate(journal(capital())));
    await expectUpdatesAtVersion(read, JOURNAL_MESSAGES.stale);
    const staleMove = await move(read.id, 'Approved', 1);
    expect(staleMove.statusCode).toBe(409);
    expect((await details(read.number)).narration).toBe('First');
  });

  it('edits only while Created', async () => {
    const number = await generate(journal(capital()));
    const approved = await walk(number, ['Approved']);
    const refused = await call('POST', 'vouchers/journal_update', { ...approved, narration: 'Late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STATUS_MESSAGES.notEditable('Approved'));
  });
});

describe('journal_list', () => {
  it('filters by status, party, dates and text (the number with its prefix), with the totals of what matched', async () => {
    const first = await generate(journal(capital()));
    await generate(journal([line(BANK, 40, 0), line(CAPITAL, 0, 40)], { date: '2026-11-20', reference: 'LOAN-2' }));
    await walk(first, ['Approved']);
    const list = async (query: string) => (await call('GET', `vouchers/journal_list?${query}`)).json();
    const all = await list('');
    expect(all).toMatchObject({ status: 'success', page: 1, pages: 1, count: 2, gaps: [] });
    expect(all.totals).toEqual({ vatable_amount: 0, vat_amount: 0, total_amount: 1290.5 });
    expect(
      all.journals.map((row: { number: number; customer_name: string }) => [row.number, row.customer_name]),
    ).toEqual([
      [2, ''],
      [1, 'Acme Trading'],
    ]);
    expect((await list('status=Approved')).journals.map((row: { number: number }) => row.number)).toEqual([1]);
    expect((await list(`party_id=${api.md.customers.acme}`)).count).toBe(1);
    expect((await list(`party_id=${api.md.customers.bahrainMarine}`)).count).toBe(0);
    expect((await list('from=2026-11-15&to=2026-11-30')).count).toBe(1);
    expect((await list('search=JV-ARG-2')).journals[0].reference).toBe('LOAN-2');
    expect((await list('search=acme')).count).toBe(1);
    expect((await list('search=loan')).count).toBe(1);
  });
});
