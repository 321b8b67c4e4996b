import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorHealthResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';
import { ANCHOR_FILE_NAME, readAnchorFile } from './ledger-anchor-file';

/**
 * A posting committed stands even when DATA_DIR's anchor cannot be written after it: the call answers
 * as usual, but /health and the Admins' banner say the anchor failed until a later write of it succeeds.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const dataDir = () => api.ctx.config.dataDir;

async function health() {
  const answer = await api.ctx.app.inject({ method: 'GET', url: '/health' });
  return { status: answer.statusCode, body: answer.json<{ status: string; message?: string }>() };
}

async function adminBanner() {
  const answer = await api.call('GET', 'books/anchor_health');
  expect(answer.statusCode, answer.body).toBe(200);
  return anchorHealthResponse.parse(answer.json()).anchor_problem;
}

async function postedInvoice() {
  const { number } = await scenario.invoice(
    api.md.customers.acme,
    '2026-10-05',
    [{ quantity: 1, unitFils: 40_000, vatPercent: 10 }],
    0,
  );
  return scenario.post('invoice', number!);
}

async function anchoredEntries() {
  const file = await readAnchorFile(dataDir());
  return file.state === 'present' ? file.anchor?.entries : undefined;
}

describe('an anchor that cannot be written', () => {
  it('leaves the posting answered, says so on /health and to Admins, and clears with the next write that succeeds', async () => {
    expect(await postedInvoice()).toBe(200);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await adminBanner()).toBeNull();
    const anchored = await anchoredEntries();

    // Where the anchor is written aside stands a folder: the write fails, for root as for anyone.
    const aside = path.join(dataDir(), `${ANCHOR_FILE_NAME}.${process.pid}.partial`);
    fs.mkdirSync(aside);
    try {
      expect(await postedInvoice()).toBe(200);
      expect(await anchoredEntries()).toBe(anchored);
      const failing = await health();
      expect(failing.status).toBe(503);
      expect(failing.body.status).toBe('failing');
      expect(failing.body.message).toMatch(
        new RegExp(
          `^The books' anchor in ${dataDir().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} could not be written at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC: EISDIR`,
        ),
      );
      expect(await adminBanner()).toBe(failing.body.message);
      expect((await api.call('GET', 'books/anchor_health', undefined, 2)).statusCode).toBe(403);
    } finally {
      fs.rmdirSync(aside);
    }

    expect(await postedInvoice()).toBe(200);
    expect(await anchoredEntries()).toBe(anchored! + 2);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await adminBanner()).toBeNull();
  });
});
