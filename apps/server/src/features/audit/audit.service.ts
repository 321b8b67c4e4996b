import type { Executor } from '../../db/client';
import { insertAuditEntry } from './audit.queries';

/** Who did it and from where; null actor for anonymous attempts and the CLI. */
export interface Actor {
  userId: number | null;
  ip?: string | null;
  requestId?: string | null;
}

export interface AuditChange {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the change it describes, so the log never disagrees with the data. */
export async function recordAudit(db: Executor, actor: Actor, change: AuditChange): Promise<void> {
  await insertAuditEntry(db, {
    userId: actor.userId,
    ip: actor.ip ?? null,
    requestId: actor.requestId ?? null,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export const CLI_ACTOR: Actor = { userId: null, ip: 'cli' };
