import type { Db } from '../../db/client';
import { badRequest } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { hashPassword } from '../../identity/password';
import { writeSetting } from './settings.queries';

const CODE_PATTERN = /^\d{4}$/;

/** The cancellation and admin codes of document status changes, stored hashed like passwords. */
export async function setSecurityCodes(db: Db, codes: { cancel: string; admin: string }, actor: Actor): Promise<void> {
  for (const [name, code] of Object.entries(codes)) {
    if (!CODE_PATTERN.test(code)) throw badRequest(`The ${name} code must be four digits`);
  }
  const cancelHash = await hashPassword(codes.cancel);
  const adminHash = await hashPassword(codes.admin);
  await db.transaction(async (tx) => {
    await writeSetting(tx, 'security_codes', { cancelHash, adminHash });
    await recordAudit(tx, actor, { action: 'set_codes', entity: 'settings', entityId: 'security_codes' });
  });
}
