import type { Authority } from '@fleetledger/shared/access';
import {
  codesNeeded,
  moveProblem,
  type DocumentKind,
  type DocumentStatus,
} from '@fleetledger/shared/documents/document-status';
import { recordAudit } from '../audit/audit-log';
import type { Db, Executor } from '../db/client';
import { conflict, notFound } from '../http/http-error';
import type { Actor } from '../identity/actor';
import { storedStatus, type DocumentRow } from './document-row';
import { verifySecurityCodes, type OfferedCodes } from './security-codes';
import { OPENING_MESSAGES } from '@fleetledger/shared/ledger/opening-balances.contract';
import { refuseLockedDates } from './lock-date';
import { requireVersion } from './stale-edit';

/**
 * What else a move changes in the same transaction (jobs' invoice status, ledger entries), given the
 * move as asked; what it refuses rolls the whole move back.
 */
export type AfterMove = (
  tx: Executor,
  id: number,
  from: DocumentStatus,
  to: DocumentStatus,
  actor: Actor,
  request: StatusMoveRequest,
) => Promise<void>;

/** What a document kind tells the mover about its table (see docs/architecture.md, "Adding a document type"). */
export interface StatusMoveDeclaration<Current> {
  kind: DocumentKind;
  notFoundMessage: string;
  staleMessage: string;
  /** The document's status and version, row-locked when called inside a transaction. */
  lock(
    db: Executor,
    id: number,
  ): Promise<{ status: DocumentStatus; version: number; date: string; opening?: boolean } | undefined>;
  /** Writes the new status and moves the version on. */
  setStatus(tx: Executor, id: number, to: DocumentStatus, userId: number | null): Promise<void>;
  /** The document as its screen reads it (the 409 body's `current` and the answer). */
  current(db: Executor, id: number): Promise<Current>;
  afterMove?: AfterMove;
}

/** The mover's declaration for a kind that keeps its status and version on its own row. */
export function rowStatusDeclaration<Current>(
  { kind, notFoundMessage, staleMessage, lockRow, updateRow, current }: DocumentRow<Current>,
  afterMove?: StatusMoveDeclaration<Current>['afterMove'],
): StatusMoveDeclaration<Current> {
  return {
    kind,
    notFoundMessage,
    staleMessage,
    current,
    afterMove,
    async lock(db, id) {
      const row = await lockRow(db, id);
      return row === undefined
        ? undefined
        : { status: storedStatus(row.status), version: row.version, date: row.date, opening: row.opening };
    },
    async setStatus(tx, id, to, userId) {
      await updateRow(tx, id, { status: to, updatedBy: userId });
    },
  };
}

export interface StatusMoveRequest {
  id: number;
  to: DocumentStatus;
  version: number;
  codes: OfferedCodes;
  /** The day leaving Posted reverses the posting, where the kind takes one (journals); else today. */
  reverseOn?: string;
}

/**
 * The one way a document changes status: the move must be in the kind's table and allowed to the
 * user's authority, the codes it needs must be right, the version must be the one the user saw.
 * Then, in one transaction, the status and version move on, the audit entry is written and the
 * kind's own consequences run.
 */
export async function moveDocumentStatus<Current>(
  db: Db,
  declaration: StatusMoveDeclaration<Current>,
  request: StatusMoveRequest,
  user: { id: number; authority: Authority },
  actor: Actor,
): Promise<Current> {
  const seen = await declaration.lock(db, request.id);
  if (seen === undefined) throw notFound(declaration.notFoundMessage);
  await requireVersion(seen, request.version, declaration.staleMessage, () => declaration.current(db, request.id));
  const problem = moveProblem(declaration.kind, seen.status, request.to, user.authority);
  if (problem !== null) throw conflict(problem);
  // Codes are checked outside the move's transaction: a wrong code must stay counted when the move fails.
  await verifySecurityCodes(db, user.id, codesNeeded(seen.status, request.to), request.codes);

  return db.transaction(async (tx) => {
    const stored = await declaration.lock(tx, request.id);
    if (stored === undefined) throw notFound(declaration.notFoundMessage);
    await requireVersion(stored, request.version, declaration.staleMessage, () => declaration.current(tx, request.id));
    if (stored.opening === true) throw conflict(OPENING_MESSAGES.itemFixed);
    await refuseLockedDates(tx, stored.date);
    await declaration.setStatus(tx, request.id, request.to, actor.userId);
    await recordAudit(tx, actor, {
      action: 'status',
      entity: declaration.kind,
      entityId: request.id,
      before: { status: stored.status, version: stored.version },
      after: { status: request.to, version: stored.version + 1 },
    });
    await declaration.afterMove?.(tx, request.id, stored.status, request.to, actor, request);
    return declaration.current(tx, request.id);
  });
}

/** The kind's move as its routes call it. */
export function statusMover<Current>(declaration: StatusMoveDeclaration<Current>) {
  return (db: Db, request: StatusMoveRequest, user: { id: number; authority: Authority }, actor: Actor) =>
    moveDocumentStatus(db, declaration, request, user, actor);
}
