import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DRIVER, MANAGER, SUPERVISOR } from '@fleetledger/shared/access';
import { NOT_A_REAL_DATE } from '@fleetledger/shared/dates';
import { JOURNAL_MESSAGES, journalRecord } from '@fleetledger/shared/journals/journals.contract';
import { ACCOUNT_USE_MESSAGES } from '@fleetledger/shared/ledger/account-use';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import {
  BANK,
  CAPITAL,
  CODES,
  JOURNAL_TABLES,
  capitalLines,
  PAYABLE,
  RECEIVABLE,
  journal,
  journalsFixture,
  line,
} from './journals-fixture';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
const { call } = api;
const { generate, details, clear } = journalsFixture(api);

beforeEach(() => clear());

const capital = () => capitalLines(api.md);

/** Sends a journal_generate through the real server, as a browser does. */
const sendThroughServer = (body: unknown, headers: Record<string, string> = {}) =>
  api.postThroughServer('vouchers/journal_generate.php', body, headers);

describe('journal_generate', () => {
  it('numbers the journal and stores its lines as sent, each with its account, party and truck', async () => {
    const answer = await call('POST', 'vouchers/journal_generate', journal(capital()));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, number: 1, message: JOURNAL_MESSAGES.created });
    const stored = await details(1);
    expect(journalRecord.parse(stored)).toEqual(stored);
    expect(stored).toMatchObject({
      number: 1,
      date: '2026-11-10',
      reference: 'BOARD-7',
      narration: "Owner's capital into the bank",
      total_amount: 1250.5,
      status: 'Created',
      attachments: [],
      version: 1,
      lines: [
        { account_id: BANK, account_name: 'Al Salam Bank', debit: 1000, credit: 0, party_id: null, truck_id: null },
        {
          account_id: RECEIVABLE,
          account_name: 'Accounts Receivable',
          debit: 250.5,
          credit: 0,
          party_id: api.md.customers.acme,
          party_name: 'Acme Trading',
          truck_id: api.md.trucks.t1,
          truck_number: 'TR-100',
          description: 'Owed',
        },
        { account_id: CAPITAL, account_name: "Owner's Capital", debit: 0, credit: 1250.5 },
      ],
    });
    const audit = await api.ctx.database.db.execute(
      sql`select action from audit_log where entity = 'journal' and entity_id = ${String(stored.id)}`,
    );
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  it('refuses each broken rule with its message, by line, and writes nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [
        journal([line(BANK, 100, 0), line(CAPITAL, 0, 99.999)]),
        { lines: JOURNAL_MESSAGES.unbalanced('BD 100.000', 'BD 99.999') },
      ],
      [journal([line(BANK, 100, 100), line(CAPITAL, 0, 100)]), { 'lines.0.debit': JOURNAL_MESSAGES.bothSides(1) }],
      [journal([line(BANK, 0, 0), line(CAPITAL, 0, 100)]), { 'lines.0.debit': JOURNAL_MESSAGES.noSide(1) }],
      [journal([line(BANK, 100, 0), line(BANK, 100, 0)]), { lines: JOURNAL_MESSAGES.nothingToPost }],
      [journal([]), { lines: JOURNAL_MESSAGES.linesRequired }],
      [
        journal([line(BANK, 0.0001, 0), line(CAPITAL, 0, 0.0001)]),
        {
          'lines.0.debit': JOURNAL_MESSAGES.amountDecimals(1, 'debit'),
          'lines.1.credit': JOURNAL_MESSAGES.amountDecimals(2, 'credit'),
        },
      ],
      [
        journal([line(BANK, -5, 0), line(CAPITAL, 0, 5)]),
        { 'lines.0.debit': JOURNAL_MESSAGES.amountInvalid(1, 'debit') },
      ],
      [
        journal([line(BANK, 5, 0), line(RECEIVABLE, 0, 5)]),
        {
          'lines.1.party_id': JOURNAL_MESSAGES.partyRequired(2, 'Accounts Receivable', 'customer'),
        },
      ],
      [
        journal([line(PAYABLE, 5, 0), line(BANK, 0, 5)]),
        {
          'lines.0.party_id': JOURNAL_MESSAGES.partyRequired(1, 'Accounts Payable', 'supplier'),
        },
      ],
      [
        journal([line(null, 5, 0), line(CAPITAL, 0, 5)], { date: '' }),
        {
          date: JOURNAL_MESSAGES.dateRequired,
          'lines.0.account_id': JOURNAL_MESSAGES.accountRequired(1),
        },
      ],
      [journal([line(BANK, 5, 0), line(CAPITAL, 0, 5)], { date: '2026-02-30' }), { date: NOT_A_REAL_DATE }],
      [
        journal([line(999_999, 5, 0), line(CAPITAL, 0, 5)]),
        { 'lines.0.account_id': JOURNAL_MESSAGES.accountUnknown(1) },
      ],
      [
        journal([line(BANK, 5, 0), line(RECEIVABLE, 0, 5, { party_id: 999_999, truck_id: 999_999 })]),
        {
          'lines.1.party_id': JOURNAL_MESSAGES.partyMissing(2),
          'lines.1.truck_id': JOURNAL_MESSAGES.truckMissing(2),
        },
      ],
      [
        journal([
          line(BANK, 5, 0),
          line(RECEIVABLE, 0, 5, { party_id: api.md.customers.inactive, truck_id: api.md.trucks.inactive }),
        ]),
        {
          'lines.1.party_id': JOURNAL_MESSAGES.partyMissing(2),
          'lines.1.truck_id': JOURNAL_MESSAGES.truckMissing(2),
        },
      ],
    ];
    const before = await tableCounts(api.ctx.database.db, JOURNAL_TABLES);
    for (const [body, errors] of cases) {
      const answer = await call('POST', 'vouchers/journal_generate', body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ success: false, message: Object.values(errors).join(', '), errors });
    }
    expect(await tableCounts(api.ctx.database.db, JOURNAL_TABLES)).toEqual(before);
  });

  it('refuses an inactive account by name', async () => {
    await api.ctx.database.db.execute(sql`update accounts set active = false where id = ${CAPITAL}`);
    try {
      const answer = await call('POST', 'vouchers/journal_generate', journal([line(BANK, 5, 0), line(CAPITAL, 0, 5)]));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual({
        'lines.1.account_id': ACCOUNT_USE_MESSAGES.inactive("Owner's Capital"),
      });
    } finally {
      await api.ctx.database.db.execute(sql`update accounts set active = true where id = ${CAPITAL}`);
    }
  });

  it('answers wrong types, missing fields, huge text and huge ids with a 4xx and a message, writing nothing', async () => {
    const before = await tableCounts(api.ctx.database.db, JOURNAL_TABLES);
    const bodies: [unknown, string][] = [
      [{ date: '2026-11-10' }, 'lines'],
      [journal('lines'), 'lines'],
      [journal([line('cash', 5, 0), line(CAPITAL, 0, 5)]), 'lines.0.account_id'],
      [journal([line(BANK, { bd: 5 }, 0), line(CAPITAL, 0, 5)]), 'lines.0.debit'],
      [journal([line(BANK, 5, 0), line(CAPITAL, 0, 5, { party_id: 1e30 })]), 'lines.1.party_id'],
      [journal([line(BANK, 5, 0), line(CAPITAL, 0, 5, { description: 'x'.repeat(501) })]), 'lines.1.description'],
      [journal(capital(), { narration: 'n'.repeat(2001) }), 'narration'],
      [journal(capital(), { reference: ['BOARD'] }), 'reference'],
      [journal(Array.from({ length: 501 }, () => line(BANK, 1, 0))), 'lines'],
    ];
    for (const [body, field] of bodies) {
      const answer = await call('POST', 'vouchers/journal_generate', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof answer.json().message).toBe('string');
      expect(Object.keys(answer.json().errors)).toContain(field);
    }
    expect((await call('POST', 'vouchers/journal_details', { journal_number: 'JV-ARG-x' })).statusCode).toBe(400);
    const missing = await call('POST', 'vouchers/journal_details', { journal_number: 'JV-ARG-41' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: JOURNAL_MESSAGES.notFound });
    expect(await tableCounts(api.ctx.database.db, JOURNAL_TABLES)).toEqual(before);
  });

  it('is the Admin’s alone: a Manager, a Supervisor and a Driver are refused every call', async () => {
    const number = await generate(journal(capital()));
    const { id, version } = await details(number);
    for (const authority of [MANAGER, SUPERVISOR, DRIVER]) {
      const answers = await Promise.all([
        call('POST', 'vouchers/journal_generate', journal(capital()), authority),
        call('POST', 'vouchers/journal_details', { journal_number: number }, authority),
        call('POST', 'vouchers/journal_update', { ...journal(capital()), id, version }, authority),
        call('POST', 'vouchers/journal_status_update', { journal_id: id, status: 'Approved', version }, authority),
        call('GET', 'vouchers/journal_list', undefined, authority),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await details(number)).toMatchObject({ version: 1, status: 'Created' });
    expect((await tableCounts(api.ctx.database.db, ['journals'])).journals).toBe(1);
  });

  it('gives 30 journals sent at once through the server 30 numbers, 1 to 30, with no gap', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => sendThroughServer(journal(capital()))));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 200));
    const numbers = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { number: number }).number),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const list = await call('GET', 'vouchers/journal_list');
    expect(list.json()).toMatchObject({ count: 30, gaps: [] });
  });

  it('answers a repeated submit with the first journal, and refuses the key for another body', async () => {
    const key = { 'idempotency-key': 'journal-key-1' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendThroughServer(journal(capital()), key)));
    const numbers = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { number: number }).number),
    );
    expect(new Set(numbers)).toEqual(new Set([1]));
    const reused = await sendThroughServer(journal(capital(), { reference: 'OTHER' }), key);
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { message: string }).message).toBe(JOURNAL_MESSAGES.idempotencyReused);
    expect((await sendThroughServer(journal(capital()), { 'idempotency-key': 'two words' })).status).toBe(400);
    expect((await tableCounts(api.ctx.database.db, ['journals'])).journals).toBe(1);
  });
});
