import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import type { Db } from './db/client';
import { CLI_ACTOR } from './identity/actor';
import { countUsers, createUser } from './features/users/users.service';

/**
 * On an empty database, creates the first Admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated
 * password printed once, so a fresh install can always be signed into.
 */
export async function ensureFirstAdmin(db: Db, config: Config, print: (line: string) => void): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const email = config.adminEmail ?? 'admin@localhost.local';
  const generated = config.adminPassword === undefined;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await createUser(db, { email, password, name: 'Administrator', authority: 1 }, { ...CLI_ACTOR, ip: 'bootstrap' });
  print(`Created the first Admin: ${email}`);
  if (generated) print(`  Generated password (shown only now): ${password}`);
}
