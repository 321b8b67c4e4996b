import type { Authority } from '@fleetledger/shared/access';
import type { AttachmentOwnerKind } from '@fleetledger/shared/attachments/attachments.contract';
import type { Executor } from '../../db/client';

/**
 * What an owner kind declares about its attachments: who may read them, who may add and delete
 * them, and the owner's state. Features declare their kind when their routes are registered.
 */
export interface AttachmentOwner {
  kind: AttachmentOwnerKind;
  /** The owner as users call it in messages: 'job', 'invoice' … */
  label: string;
  readers: readonly Authority[];
  editors: readonly Authority[];
  /**
   * The owner's state, row-locked inside the caller's transaction: missing, or why its attachments
   * cannot change now (an invoiced job, a cancelled document), or null when they can.
   */
  state(db: Executor, ownerId: number): Promise<{ missing: true } | { missing: false; lockedReason: string | null }>;
  notFoundMessage: string;
}

const owners = new Map<string, AttachmentOwner>();

export function declareAttachmentOwner(owner: AttachmentOwner): void {
  owners.set(owner.kind, owner);
}

export function attachmentOwner(kind: string): AttachmentOwner | undefined {
  return owners.get(kind);
}
