import { Stack } from '@mantine/core';
import type { ReceiptDraft } from '../model/receipt-drafts';
import { ReceiptHeader } from './receipt-header';
import { ReceiptItems } from './receipt-items';

interface ReceiptFormProps {
  draft: ReceiptDraft;
  readOnly: boolean;
  /** A stored receipt keeps the account it was received into. */
  accountLocked?: boolean;
  /** The server's per-field messages. */
  errors: Readonly<Record<string, string>>;
  /** When editing a stored receipt, so its own allocations count as available. */
  receiptId?: number;
  onChange: (draft: ReceiptDraft) => void;
}

/** A receipt's details and items, for creating, reading and editing. */
export function ReceiptForm({ draft, readOnly, accountLocked = false, errors, receiptId, onChange }: ReceiptFormProps) {
  return (
    <Stack gap="md">
      <ReceiptHeader
        draft={draft}
        readOnly={readOnly}
        accountLocked={accountLocked}
        errors={errors}
        onChange={onChange}
      />
      <ReceiptItems draft={draft} readOnly={readOnly} errors={errors} receiptId={receiptId} onChange={onChange} />
    </Stack>
  );
}
