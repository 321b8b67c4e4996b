import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@fleetledger/shared/dates';
import { BOOKS_MESSAGES } from '@fleetledger/shared/ledger/books.contract';
import { bdToFils } from '@fleetledger/shared/money';
import {
  STATEMENTS_MESSAGES,
  STATEMENTS_AT_ONCE,
  type CustomerStatements,
} from '@fleetledger/shared/statements/statements.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { addCustomer } from '../../../test/masterdata-fixture';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';
import { pdfText } from '../../../test/pdf-text';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const books = ledgerScenario(api);
/** Last year: every document is dated well before today. */
const YEAR = String(Number(todayIn('Asia/Bahrain').slice(0, 4)) - 1);
let today: string;
let gulf: number;
let settled: number;

/** An invoice of one line posted on `date`: answers its id. */
async function postedInvoice(customerId: number, date: string, unitFils: number) {
  const { number } = await books.invoice(customerId, date, [{ quantity: 1, unitFils, vatPercent: 0 }], 0);
  expect(await books.post('invoice', number!)).toBe(200);
  return (await books.details('invoice', number!)).id;
}

/** A receipt from the customer on `date`, paying the invoice given (or an advance), posted. */
async function postedReceipt(customerId: number, date: string, amountFils: number, invoiceId: number | null) {
  const items = [{ kind: 'customer' as const, invoiceId, crDr: 'cr' as const, amountFils }];
  const { number } = await books.receipt(customerId, 26, date, items);
  expect(await books.post('receipt', number!)).toBe(200);
  return number!;
}

beforeAll(async () => {
  today = todayIn(api.ctx.config.companyTz);
  const { acme, bahrainMarine } = api.md.customers;
  gulf = await addCustomer(api.call, { name: 'Gulf Cargo' });
  settled = await addCustomer(api.call, { name: 'Settled Shipping' });
  // Acme owes part of one invoice; Bahrain Marine owes two; Gulf Cargo only paid ahead; Settled paid in full.
  const acmeInvoice = await postedInvoice(acme, `${YEAR}-01-10`, 100_000);
  await postedReceipt(acme, `${YEAR}-02-03`, 40_000, acmeInvoice);
  const cancelled = await postedReceipt(acme, `${YEAR}-02-20`, 1_000, acmeInvoice);
  expect(await books.move('receipt', cancelled, 'Approved')).toBe(200);
  await postedInvoice(bahrainMarine, `${YEAR}-01-05`, 50_000);
  await postedInvoice(bahrainMarine, `${YEAR}-03-01`, 25_500);
  await postedReceipt(gulf, `${YEAR}-01-15`, 7_000, null);
  const settledInvoice = await postedInvoice(settled, `${YEAR}-01-20`, 30_000);
  await postedReceipt(settled, `${YEAR}-01-25`, 30_000, settledInvoice);
}, 60_000);

const listOn = (date: string) => api.call('GET', `books/customer_statements?date=${date}`);
const printUrl = (ids: (number | string)[], period = `from=${YEAR}-01-01&to=${YEAR}-03-31`) =>
  `books/customer_statements_pdf?${period}&customer_ids=${ids.join(',')}`;

describe('GET books/customer_statements', () => {
  it('lists only the customers whose balance is not zero, with their aging and last receipt', async () => {
    const answer = await listOn(today);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json<CustomerStatements>();
    const byName = new Map(list.rows.map((row) => [row.customer_name, row]));
    expect([...byName.keys()]).toEqual(['Acme Trading', 'Bahrain Marine', 'Gulf Cargo']);
    expect(byName.get('Acme Trading')).toMatchObject({ balance: 60, last_receipt_date: `${YEAR}-02-03` });
    expect(byName.get('Bahrain Marine')).toMatchObject({ balance: 75.5, last_receipt_date: null });
    expect(byName.get('Gulf Cargo')).toMatchObject({ balance: -7, advance: 7, last_receipt_date: `${YEAR}-01-15` });
    // The aging's own figures for the customers listed, and totals that are theirs.
    const aging = (await api.call('GET', `books/receivables_aging?date=${today}`)).json<CustomerStatements>();
    for (const row of list.rows) {
      const { last_receipt_date: _, ...figures } = row;
      expect(aging.rows.find((aged) => aged.customer_id === row.customer_id)).toEqual(figures);
    }
    const sum = list.rows.reduce((total, row) => total + bdToFils(row.balance), 0);
    expect(bdToFils(list.totals.balance)).toBe(sum);
    expect(list.totals.balance).toBe(128.5);
  });

  it('reads the balances and receipts as they stood on the date', async () => {
    const figures = async (date: string) =>
      (await listOn(date))
        .json<CustomerStatements>()
        .rows.map((row) => [row.customer_name, row.balance, row.last_receipt_date]);
    expect(await figures(`${YEAR}-01-31`)).toEqual([
      ['Acme Trading', 100, null],
      ['Bahrain Marine', 50, null],
      ['Gulf Cargo', -7, `${YEAR}-01-15`],
    ]);
    // The receipt of 20 February was taken back today: until then it counted, as its last receipt too.
    expect((await figures(`${YEAR}-03-31`))[0]).toEqual(['Acme Trading', 59, `${YEAR}-02-20`]);
  });

  it('answers 400 without a real date, and 403 to anyone but the Admin', async () => {
    for (const date of ['', '2026-02-30', 'soon']) {
      const refused = await listOn(date);
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    expect(JSON.stringify((await api.call('GET', 'books/customer_statements')).json().errors)).toContain(
      BOOKS_MESSAGES.dateRequired,
    );
    for (const authority of [2, 3, 4] as const) {
      const refused = await api.call('GET', `books/customer_statements?date=${today}`, undefined, authority);
      expect(refused.statusCode, `as ${authority}`).toBe(403);
    }
  });
});

/** The number of pages of a PDF, as pdfinfo (poppler-utils) reads it. */
function pageCount(pdf: Buffer): number {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetledger-pack-'));
  try {
    const file = path.join(folder, 'pack.pdf');
    fs.writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('GET books/customer_statements_pdf (Print all)', () => {
  it('prints each chosen customer’s statement on pages of its own, in the order chosen, as one PDF', async () => {
    const { acme, bahrainMarine } = api.md.customers;
    const answer = await api.call('GET', `${printUrl([bahrainMarine, gulf, acme])}&download=1`);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Statements-${YEAR}-01-01-${YEAR}-03-31.pdf"`,
    );
    const pages = pageCount(answer.rawPayload);
    expect(pages).toBe(3);
    const text = pdfText(answer.rawPayload);
    // Each statement numbers its own pages: three "Page 1 of 1".
    expect(text.match(/Page 1 of 1/g)).toHaveLength(3);
    const order = ['Bahrain Marine', 'Gulf Cargo', 'Acme Trading'].map((name) => text.indexOf(name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const perPage = text.split('\f');
    expect(perPage[0]).toContain('Bahrain Marine');
    expect(perPage[0]).toContain('75.500');
    expect(perPage[1]).toContain('Gulf Cargo');
    expect(perPage[2]).toContain('Acme Trading');
    expect(perPage[2]).toContain('60.000');
  });

  it('prints one statement once however often it is chosen, and opens in the browser without download', async () => {
    const { acme } = api.md.customers;
    const answer = await api.call('GET', printUrl([acme, acme]));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('inline;');
    expect(pageCount(answer.rawPayload)).toBe(1);
  });

  it('answers 400 naming what is wrong with the customers or the period', async () => {
    const tooMany = Array.from({ length: STATEMENTS_AT_ONCE + 1 }, (_, index) => index + 1);
    const cases: [string, string][] = [
      [`books/customer_statements_pdf?from=${YEAR}-01-01&to=${YEAR}-03-31`, STATEMENTS_MESSAGES.customersRequired],
      [printUrl([]), STATEMENTS_MESSAGES.customersRequired],
      [printUrl(['a', 'b']), STATEMENTS_MESSAGES.customerIdInvalid],
      [printUrl([1, 0]), STATEMENTS_MESSAGES.customerIdInvalid],
      [printUrl(tooMany), STATEMENTS_MESSAGES.tooMany],
      [printUrl([1], `from=${YEAR}-04-01&to=${YEAR}-03-31`), 'from'],
    ];
    for (const [url, message] of cases) {
      const refused = await api.call('GET', url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.body, url).toContain(message);
    }
  });

  it('answers 404 when a chosen customer does not exist, printing none', async () => {
    const refused = await api.call('GET', printUrl([api.md.customers.acme, 999_999]));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(BOOKS_MESSAGES.customerNotFound);
  });

  it('is the Admin’s: every other authority is refused', async () => {
    for (const authority of [2, 3, 4] as const) {
      const refused = await api.call('GET', printUrl([api.md.customers.acme]), undefined, authority);
      expect(refused.statusCode, `as ${authority}`).toBe(403);
    }
  });
});
