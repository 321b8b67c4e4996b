import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createBackup } from '../../backup/backup';
import { restoreBackup } from '../../backup/restore';
import { useSignedInApp } from '../../../test/signed-in-app';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';
import { asOwner } from '../../../test/owner-session';
import { ANCHOR_FILE_NAME, readAnchorFile } from './ledger-anchor-file';
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

  it("carries the audit log's seals: restored, they verify; cut before the backup, the restored log fails as the cut one does", async () => {
    await clearDocuments(source().database.db);
    fs.rmSync(path.join(source().config.dataDir, ANCHOR_FILE_NAME), { force: true });
    await postedBooks(scenario, api.md.customers.acme, '2026-09-15');
    const anchored = (await anchorIn(source().config.dataDir))!.audit!;
    expect(anchored.sealed).toBeGreaterThan(0);

    const whole = path.join(folder, 'audit-whole.flbackup');
    await backUp(whole);
    await restore(whole);
    expect((await anchorIn(target.config.dataDir))?.audit).toEqual(anchored);
    expect((await verifyBooks(target.database.db, target.config.dataDir)).findings).toEqual([]);

    await asOwner(source().database.db, (owner) =>
      owner.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`delete from audit_seals where audit_id = ${anchored.headId}`);
        await tx.execute(sql`delete from audit_log where id = ${anchored.headId}`);
      }),
    );
    const cut = path.join(folder, 'audit-cut.flbackup');
    await backUp(cut);
    await restore(cut);
    expect((await anchorIn(target.config.dataDir))?.audit).toEqual(anchored);
    const restoredCut = await verifyBooks(target.database.db, target.config.dataDir);
    expect(restoredCut.findings).toEqual([
      expect.stringMatching(
        new RegExp(`^The audit log ends at ${anchored.sealed - 1} sealed audit entries, .*: the last one is missing$`),
      ),
    ]);
  });
});
