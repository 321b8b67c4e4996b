import { isAuthority, roleName } from '@fleetledger/shared/access';
import { passwordLengthProblem } from '@fleetledger/shared/auth/password-policy';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { recordAudit, type Actor } from '../audit/audit.service';
import { endSessionsOfUser } from '../auth/auth.service';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';
import * as q from './users.queries';

export interface PublicUser {
  id: number;
  user_code: string;
  email: string;
  name: string;
  authority: number;
  role: string;
  active: boolean;
}

export function toPublicUser(row: q.UserRow): PublicUser {
  return {
    id: row.id,
    user_code: row.userCode,
    email: row.email,
    name: row.name,
    authority: row.authority,
    role: roleName(row.authority),
    active: row.active,
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function passwordProblem(password: string): string | null {
  return (
    passwordLengthProblem(password) ??
    (isCommonPassword(password) ? 'This password is too common; choose another' : null)
  );
}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem !== null) throw badRequest(problem, { password: problem });
}

export async function createUser(
  db: Db,
  input: { email: string; name: string; authority: number; password: string },
  actor: Actor,
): Promise<PublicUser> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EMAIL_PATTERN.test(email))
    throw badRequest('Enter a valid e-mail address', { email: 'Enter a valid e-mail address' });
  if (name === '') throw badRequest('Name is required', { name: 'Name is required' });
  if (!isAuthority(input.authority))
    throw badRequest('Authority must be 1, 2, 3 or 4', { authority: 'Authority must be 1, 2, 3 or 4' });
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if ((await q.findUserByEmail(tx, email)) !== undefined)
      throw conflict(`A user with e-mail ${email} already exists`);
    const row = await q.insertUser(tx, { email, name, authority: input.authority, passwordHash });
    const user = toPublicUser(row);
    await recordAudit(tx, actor, { action: 'create', entity: 'user', entityId: row.id, after: user });
    return user;
  });
}

export async function listUsers(db: Db): Promise<PublicUser[]> {
  return (await q.listUsers(db)).map(toPublicUser);
}

async function requireUserByEmail(db: Db, email: string): Promise<q.UserRow> {
  const row = await q.findUserByEmail(db, email.trim());
  if (row === undefined) throw notFound(`No user with e-mail ${email}`);
  return row;
}

export async function setPassword(db: Db, email: string, password: string, actor: Actor): Promise<PublicUser> {
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  const existing = await requireUserByEmail(db, email);
  return db.transaction(async (tx) => {
    const row = await q.updateUser(tx, existing.id, { passwordHash });
    // A new password ends every session opened with the old one.
    await endSessionsOfUser(tx, existing.id);
    await recordAudit(tx, actor, { action: 'change_password', entity: 'user', entityId: existing.id });
    return toPublicUser(row!);
  });
}

export async function disableUser(db: Db, email: string, actor: Actor): Promise<PublicUser> {
  const existing = await requireUserByEmail(db, email);
  return db.transaction(async (tx) => {
    const row = await q.updateUser(tx, existing.id, { active: false });
    await endSessionsOfUser(tx, existing.id);
    await recordAudit(tx, actor, {
      action: 'disable',
      entity: 'user',
      entityId: existing.id,
      before: toPublicUser(existing),
      after: toPublicUser(row!),
    });
    return toPublicUser(row!);
  });
}

export async function countUsers(db: Db): Promise<number> {
  return q.countUsers(db);
}
