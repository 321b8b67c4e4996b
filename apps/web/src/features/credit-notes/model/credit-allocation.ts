import {
  creditNoteAllocatePayload,
  NOTE_MESSAGES,
  type NoteRecord,
} from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { typedFigure } from '../../../lib/typed-figure';

/** The Allocate credit form as typed: the invoice's id as text ('' for none), and the amount. */
export interface AllocationDraft {
  invoiceId: string;
  amount: string;
}

/**
 * A credit note's credit going to another invoice, as sent at the version read, and what the screen
 * refuses first: the contract's fields, then more than the credit left or than the invoice has pending.
 */
export function creditAllocation(
  note: Pick<NoteRecord, 'id' | 'version' | 'credit_left'>,
  draft: AllocationDraft,
  /** What the chosen invoice has pending, in BD; null while none is chosen. */
  pendingAmount: number | null,
) {
  const payload = {
    credit_note_id: note.id,
    invoice_id: draft.invoiceId === '' ? undefined : draft.invoiceId,
    amount: typedFigure(draft.amount),
    version: note.version,
  };
  const parsed = creditNoteAllocatePayload.safeParse(payload);
  if (!parsed.success)
    return {
      payload,
      problems: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    };
  const problems: Record<string, string> = {};
  const leftFils = bdToFils(note.credit_left);
  if (parsed.data.amount > leftFils) problems.amount = NOTE_MESSAGES.allocationTooMuch(leftFils);
  else if (pendingAmount !== null && parsed.data.amount > bdToFils(pendingAmount))
    problems.amount = NOTE_MESSAGES.allocationPending(bdToFils(pendingAmount));
  return { payload, problems };
}

/** What the amount starts at once an invoice is chosen: all it can take, the credit left or its pending amount. */
export function fullAllocation(creditLeft: number, pendingAmount: number): string {
  return Math.min(creditLeft, pendingAmount).toFixed(3);
}
