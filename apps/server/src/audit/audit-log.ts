import type { Executor } from '../db/client';
import type { Actor } from '../identity/actor';
import { insertAuditEntries } from './audit-log.queries';

export interface AuditChange {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Written in the same transaction as the changes it describes, so the log never disagrees with the
 * data; many changes go in one statement, so bulk saves stay fast and still log every row.
 */
export async function recordAudits(db: Executor, actor: Actor, changes: readonly AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await insertAuditEntries(
    db,
    changes.map((change) => ({
      userId: actor.userId,
      ip: actor.ip ?? null,
      requestId: actor.requestId ?? null,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  );
}

export async function recordAudit(db: Executor, actor: Actor, change: AuditChange): Promise<void> {
  await recordAudits(db, actor, [change]);
}
