import { isAuthority, roleName } from '@fleetledger/shared/access';
import { passwordLengthProblem } from '@fleetledger/shared/auth/password-policy';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { endSessionsOfUser } from '../auth/auth.service';
import { isCommonPassword } from '../../identity/common-passwords';
import { hashPassword, verifyPassword } from '../../identity/password';
import type { UserSave } from '@fleetledger/shared/users/users.contract';
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

export async function userExists(db: Db, email: string): Promise<boolean> {
  return (await q.findUserByEmail(db, email.trim())) !== undefined;
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

/**
 * The Admin users page: create (password required) or update name, e-mail, authority, active state
 * and, when given, the password. Disabling or a new password ends that user's sessions. An Admin
 * cannot lock themselves out.
 */
export async function saveUser(db: Db, input: UserSave, actor: Actor): Promise<PublicUser> {
  if (input.id === null) {
    if (input.password === undefined) throw badRequest('Password is required', { password: 'Password is required' });
    const created = await createUser(
      db,
      { email: input.email, name: input.name, authority: input.authority, password: input.password },
      actor,
    );
    if (!input.active) return disableUser(db, created.email, actor);
    return created;
  }
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email))
    throw badRequest('Enter a valid e-mail address', { email: 'Enter a valid e-mail address' });
  if (!isAuthority(input.authority))
    throw badRequest('Authority must be 1, 2, 3 or 4', { authority: 'Authority must be 1, 2, 3 or 4' });
  if (input.password !== undefined) checkPassword(input.password);
  if (input.id === actor.userId && (!input.active || input.authority !== 1)) {
    throw badRequest('You cannot disable your own account or remove your own Admin authority');
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const userId = input.id;
  return db.transaction(async (tx) => {
    const before = await q.findUserById(tx, userId);
    if (before === undefined) throw notFound('User not found');
    const clash = await q.findUserByEmail(tx, email);
    if (clash !== undefined && clash.id !== userId) throw conflict(`A user with e-mail ${email} already exists`);
    const row = await q.updateUser(tx, userId, {
      email,
      name: input.name.trim(),
      authority: input.authority,
      active: input.active,
      ...(passwordHash === undefined ? {} : { passwordHash }),
    });
    if (!input.active || passwordHash !== undefined || before.authority !== input.authority)
      await endSessionsOfUser(tx, userId);
    await recordAudit(tx, actor, {
      action: passwordHash === undefined ? 'update' : 'update_with_password',
      entity: 'user',
      entityId: userId,
      before: toPublicUser(before),
      after: toPublicUser(row!),
    });
    return toPublicUser(row!);
  });
}

/** Whether a signed-in user typed their own current password (asked again before sensitive changes). */
export async function isCurrentPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const row = await q.findUserById(db, userId);
  return row !== undefined && row.active && (await verifyPassword(row.passwordHash, password));
}

/** The name of the user with this id (who moved or filed something), or null. */
export async function userName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await q.findUserById(db, id))?.name ?? null;
}
