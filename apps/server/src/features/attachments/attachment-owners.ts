import { ADMIN, type Authority } from '@fleetledger/shared/access';
import { isDocumentStatus, STATUS_MESSAGES, takesAttachments } from '@fleetledger/shared/documents/document-status';
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
   * cannot change now (an invoiced job, a cancelled document), or null when they can; a document also
   * answers its date, since none of its attachments may be removed once the books are locked on it.
   */
  state(
    db: Executor,
    ownerId: number,
  ): Promise<{ missing: true } | { missing: false; lockedReason: string | null; date?: string }>;
  notFoundMessage: string;
}

const owners = new Map<string, AttachmentOwner>();

export function declareAttachmentOwner(owner: AttachmentOwner): void {
  owners.set(owner.kind, owner);
}

export function attachmentOwner(kind: string): AttachmentOwner | undefined {
  return owners.get(kind);
}

/**
 * The owner rules of an accounting document: the Admin's (as the document pages are), closed once
 * the document is Cancelled. `document` locks the document's row and answers its status and date.
 */
export function documentAttachmentOwner(
  kind: AttachmentOwnerKind,
  notFoundMessage: string,
  document: (db: Executor, id: number) => Promise<{ status: string; date: string } | undefined>,
): AttachmentOwner {
  return {
    kind,
    label: kind,
    readers: [ADMIN],
    editors: [ADMIN],
    notFoundMessage,
    async state(db, id) {
      const found = await document(db, id);
      if (found === undefined) return { missing: true };
      const open = !isDocumentStatus(found.status) || takesAttachments(found.status);
      return { missing: false, lockedReason: open ? null : STATUS_MESSAGES.attachmentsClosed, date: found.date };
    },
  };
}
