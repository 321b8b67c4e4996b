import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_TYPES } from '@fleetledger/shared/masterdata/masterdata.contract';
import type { TrialBalance } from '@fleetledger/shared/ledger/books.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { moneyVoucherCalls } from '../../../test/document-calls';
import { CODES, clearDocuments } from '../../../test/ledger-scenario';
import { savedAccount } from '../../../test/masterdata-fixture';
import { journalLine } from '../../../test/journal-line';

/**
 * Random edits of the chart (rename, recode, a new type or side, made inactive or active again)
 * interleaved with journals posted after the lock date: whatever the app takes or refuses, the trial
 * balance of the closed month reads as it did, account by account, type and side included.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const journals = moneyVoucherCalls(call, 'journal');
const db = () => api.ctx.database.db;
const BANK = 26;
const MOVE_CODES = { cancel_code: CODES.cancel, admin_code: CODES.admin };
const CLOSED = { from: '2026-06-01', to: '2026-06-30' };
/** Three accounts posted to in the closed month, and one the books have not used yet. */
const chart: number[] = [];

async function newAccount(code: string, name: string, type: string, dr_cr: string): Promise<number> {
  const saved = await call('POST', 'account_save', { code, name, type, dr_cr });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().id as number;
}

/** Creates and posts a journal: DR `debit`, CR `credit`, both `amount` BD; answers the first refusal's status. */
async function postJournal(debit: number, credit: number, amount: number, date: string): Promise<number> {
  const made = await call('POST', 'vouchers/journal_generate', {
    date,
    reference: 'RND',
    narration: 'Random posting',
    lines: [journalLine(debit, amount, 0, 'Random'), journalLine(credit, 0, amount, 'Random')],
  });
  if (made.statusCode !== 200) return made.statusCode;
  const { id, version } = await journals.details(made.json().number as number);
  const approved = await journals.move(id, 'Approved', version, MOVE_CODES);
  if (approved.statusCode !== 200) return approved.statusCode;
  const posted = await journals.move(
    id,
    'Posted',
    (approved.json().journal as { version: number }).version,
    MOVE_CODES,
  );
  return posted.statusCode;
}

/**
 * The closed month's trial balance by account: figures, type and side (names and codes may change,
 * and the balance lists accounts in code order, so they are compared by id).
 */
async function closedMonth() {
  const answer = await call('GET', `books/trial_balance?from=${CLOSED.from}&to=${CLOSED.to}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const { rows, totals } = answer.json<TrialBalance>();
  return {
    totals,
    rows: rows
      .map(({ account_code: _code, account_name: _name, ...figures }) => figures)
      .sort((a, b) => a.account_id - b.account_id),
  };
}

beforeAll(async () => {
  await clearDocuments(db());
  chart.push(
    await newAccount('P-1', 'Random Expense', 'expense', 'dr'),
    await newAccount('P-2', 'Random Asset', 'asset', 'dr'),
    await newAccount('P-3', 'Random Income', 'income', 'cr'),
    await newAccount('P-4', 'Random Unused', 'liability', 'cr'),
  );
  expect(await postJournal(chart[0]!, BANK, 120.5, '2026-06-10')).toBe(200);
  expect(await postJournal(chart[1]!, chart[2]!, 4000, '2026-06-20')).toBe(200);
  expect(await postJournal(BANK, chart[2]!, 75.125, '2026-06-30')).toBe(200);
  const lock = await call('POST', 'books/lock_date', { lock_date: CLOSED.to, version: 0 });
  expect(lock.statusCode, lock.body).toBe(200);
});

type Step =
  | { do: 'rename' | 'recode'; pick: number; tag: number }
  | { do: 'type'; pick: number; type: (typeof ACCOUNT_TYPES)[number] }
  | { do: 'side' | 'deactivate' | 'activate'; pick: number }
  | { do: 'post'; debit: number; credit: number; amount: number; day: number; locked: boolean };

const pick = fc.integer({ min: 0, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constantFrom('rename' as const, 'recode' as const), pick, tag: fc.integer({ min: 1, max: 999 }) }),
  fc.record({ do: fc.constant('type' as const), pick, type: fc.constantFrom(...ACCOUNT_TYPES) }),
  fc.record({ do: fc.constantFrom('side' as const, 'deactivate' as const, 'activate' as const), pick }),
  fc.record({
    do: fc.constant('post' as const),
    debit: fc.integer({ min: 0, max: 4 }),
    credit: fc.integer({ min: 0, max: 4 }),
    amount: fc.integer({ min: 1, max: 5_000_000 }).map((fils) => fils / 1000),
    day: fc.integer({ min: 1, max: 28 }),
    locked: fc.boolean(),
  }),
);

/** What a step answered, by kind and status: the property checks both outcomes happened. */
const seen = new Map<string, number>();

async function play(action: Step): Promise<void> {
  let status: number;
  if (action.do === 'post') {
    const account = (n: number) => (n === 4 ? BANK : chart[n]!);
    const date = action.locked
      ? `2026-06-${String(action.day).padStart(2, '0')}`
      : `2026-07-${String(action.day).padStart(2, '0')}`;
    status = await postJournal(account(action.debit), account(action.credit), action.amount, date);
  } else {
    const id = chart[action.pick]!;
    const now = await savedAccount(db(), id);
    const change = {
      rename: { name: `Random ${action.do === 'rename' ? action.tag : 0} ${id}` },
      recode: { code: `P-${id}-${action.do === 'recode' ? action.tag : 0}` },
      type: { type: action.do === 'type' ? action.type : now.type },
      side: { dr_cr: now.dr_cr === 'dr' ? 'cr' : 'dr' },
      deactivate: { active: false },
      activate: { active: true },
    }[action.do];
    const answer = await call('POST', 'account_save', { ...now, ...change });
    status = answer.statusCode;
  }
  expect(status, JSON.stringify(action)).toBeLessThan(500);
  const key = `${action.do} ${status}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
}

describe('the chart of accounts under random edits', () => {
  it('never changes the trial balance of a closed month', async () => {
    const closed = await closedMonth();
    expect(closed.rows.length).toBeGreaterThan(3);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (sequence) => {
        for (const action of sequence) await play(action);
        expect(await closedMonth()).toEqual(closed);
      }),
      { numRuns: 20, endOnFailure: true },
    );
    // Both outcomes happened: meaning-changing edits refused on used accounts, and postings taken.
    expect(seen.get('type 409') ?? 0).toBeGreaterThan(0);
    expect(seen.get('rename 200') ?? 0).toBeGreaterThan(0);
    expect(seen.get('post 200') ?? 0).toBeGreaterThan(0);
    expect(seen.get('post 409') ?? 0).toBeGreaterThan(0);
  });
});
