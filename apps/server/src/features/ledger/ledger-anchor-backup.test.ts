import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../backup/backup';
import { restoreBackup } from '../../backup/restore';
import { useSignedInApp } from '../../../test/signed-in-app';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';
import { asOwner } from '../../../test/owner-session';
import { readAnchorFile } from './ledger-anchor-file';
import { anchorCarrier } from './ledger-anchor.service';
import { cutLedgerTail, postedBooks } from './ledger-anchor-fixture';
import { verifyBooks } from './ledger-verification.service';

/**
 * Every backup carries the books' anchor for its snapshot, and a restore puts it back: restored books
 * verify against it, and books cut behind the anchor's back do not come back clean through a backup.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
let target: TestContext;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-anchor-backup-'));

beforeAll(async () => {
  target = await createTestContext();
});
afterAll(async () => {
  await target.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const source = () => api.ctx;

async function backUp(file: string) {
  return asOwner(source().database.db, async (owner) =>
    createBackup(owner, file, await anchorCarrier(owner, source().config.dataDir)),
  );
}

async function restore(file: string) {
  return asOwner(target.database.db, async (owner) =>
    restoreBackup(owner, file, true, await anchorCarrier(owner, target.config.dataDir)),
  );
}

async function anchorIn(dataDir: string) {
  const file = await readAnchorFile(dataDir);
  if (file.state !== 'present') throw new Error(`No anchor in ${dataDir}`);
  return file.anchor;
}

describe('the anchor in backups', () => {
  it('travels with a backup, and restored books verify against it', async () => {
    const { receipt } = await postedBooks(scenario, api.md.customers.acme, '2026-09-14');
    const anchored = await anchorIn(source().config.dataDir);
    expect(anchored?.entries).toBe(3);

    const whole = path.join(folder, 'whole.flbackup');
    await backUp(whole);
    await restore(whole);
    expect(await anchorIn(target.config.dataDir)).toMatchObject({
      entries: 3,
      headId: anchored!.headId,
      headHash: anchored!.headHash,
    });
    const check = await verifyBooks(target.database.db, target.config.dataDir);
    expect(check.findings).toEqual([]);
    expect(check).toMatchObject({ verified: true, entries: 3, headHash: anchored!.headHash });

    // Cut behind the triggers, then backed up: the backup keeps the anchor the cut books fall short of.
    await cutLedgerTail(source().database.db, 1);
    const cut = path.join(folder, 'cut.flbackup');
    await backUp(cut);
    await restore(cut);
    expect(await anchorIn(target.config.dataDir)).toMatchObject({ entries: 3, headHash: anchored!.headHash });
    const restoredCut = await verifyBooks(target.database.db, target.config.dataDir);
    expect(restoredCut.verified).toBe(false);
    expect(restoredCut.findings).toEqual([
      `Receipt RCPT-ARG-${receipt} is Posted, but the books hold no entry posting it`,
      expect.stringMatching(/^The books end at 2 entries, .*: the last entry is missing$/),
    ]);
  });
});
