import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAIR_FAILURE_LIMIT } from '@fleetledger/shared/auth/sign-in-limits';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { useSignedInApp } from '../../test/signed-in-app';
import { storageInvoices } from '../../test/document-calls';
import { TEST_USERS } from '../../test/users-fixture';
import { CODE_FAILURE_LIMIT, CODE_WINDOW_MINUTES } from './security-codes';

/**
 * Right answers fired at once through the real server are never taken for wrong ones, and every 429
 * says a wait that is the truth: once it has passed, the right answer goes through.
 */
const CODES = { cancel: '1357', admin: '2468' };
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
const invoices = storageInvoices(api);

beforeEach(async () => {
  await api.ctx.database.db.execute(sql`delete from security_code_failures; delete from sign_in_failures`);
});

const failures = async (table: 'security_code_failures' | 'sign_in_failures') =>
  Number((await api.ctx.database.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n);

/** Moves every failure back by this many seconds, as if that much time had passed. */
const letTimePass = (table: 'security_code_failures' | 'sign_in_failures', seconds: number) =>
  api.ctx.database.db.execute(sql.raw(`update ${table} set at = at - interval '${seconds} seconds'`));

async function post(url: string, body: unknown, cookie?: string) {
  const response = await fetch(`${api.baseUrl}/api/transportation/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    body: (await response.json()) as { message?: string },
  };
}

async function createdInvoices(n: number) {
  const documents = [];
  for (let i = 0; i < n; i += 1) documents.push(await invoices.details(await invoices.generate([invoices.line()])));
  return documents as { id: number; version: number }[];
}

const cancel = (invoice: { id: number; version: number }, code: string) =>
  post(
    'vouchers/invoice_status_update.php',
    { invoice_id: invoice.id, status: 'Cancelled', version: invoice.version, user_id: 1, cancel_code: code },
    api.cookies[1],
  );

describe('security codes fired at once', () => {
  it('cancels 20 invoices given the right code at once, every one of them', async () => {
    const twenty = await createdInvoices(20);
    const answers = await Promise.all(twenty.map((invoice) => cancel(invoice, CODES.cancel)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await failures('security_code_failures')).toBe(0);
  });

  it('with right and wrong codes mixed, refuses only once the wrong ones fill the limit, and the wait it says is true', async () => {
    const twenty = await createdInvoices(20);
    const answers = await Promise.all(twenty.map((invoice, i) => cancel(invoice, i % 2 === 0 ? '0000' : CODES.cancel)));
    const wrongAnswers = answers.filter((_, i) => i % 2 === 0);
    const rightAnswers = answers.filter((_, i) => i % 2 === 1);
    expect(wrongAnswers.filter((answer) => answer.status === 400)).toHaveLength(CODE_FAILURE_LIMIT);
    // A right code is a 200 or, once five wrong ones had settled, a 429; never a wrong code.
    expect(rightAnswers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(
      rightAnswers.filter((answer) => answer.status === 200).length,
    );
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.message).toBe(STATUS_MESSAGES.tooManyCodeAttempts(CODE_WINDOW_MINUTES));
    expect(refused.retryAfter).toBe(CODE_WINDOW_MINUTES * 60);

    const still = twenty.filter((_, i) => answers[i]!.status !== 200 && i % 2 === 1);
    expect((await cancel(still[0]!, CODES.cancel)).status).toBe(429);
    await letTimePass('security_code_failures', refused.retryAfter);
    expect((await cancel(still[0]!, CODES.cancel)).status).toBe(200);
  });
});

describe('sign-ins fired at once', () => {
  const admin = TEST_USERS[1];
  const signIn = (password: string) => post('login.php', { email: admin.email, password });

  it('lets 30 right passwords for one user in at once, every one of them', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(admin.password)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(await failures('sign_in_failures')).toBe(0);
  });

  it('after the limit of wrong ones, says a wait after which the right password goes through', async () => {
    const wrong = await Promise.all(Array.from({ length: PAIR_FAILURE_LIMIT }, (_, i) => signIn(`guess-${i}`)));
    expect(wrong.map((answer) => answer.status)).toEqual(Array(PAIR_FAILURE_LIMIT).fill(401));
    const refused = await Promise.all(Array.from({ length: 12 }, () => signIn(admin.password)));
    expect(refused.map((answer) => answer.status)).toEqual(Array(12).fill(429));
    const wait = refused[0]!.retryAfter;
    expect(refused[0]!.body.message).toBe(`Too many failed sign-in attempts. Try again in ${wait / 60} minutes.`);
    await letTimePass('sign_in_failures', wait - 60);
    expect((await signIn(admin.password)).status).toBe(429);
    await letTimePass('sign_in_failures', 60);
    expect((await signIn(admin.password)).status).toBe(200);
  });
});
