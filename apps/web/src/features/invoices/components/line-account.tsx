import { Text } from '@mantine/core';
import { RestingAccountPicker } from '../../../ui/account-picker';
import type { InvoiceLineDraft } from '../model/invoice-line-drafts';

/** A line's account: chosen on a manual line being edited, shown as text on every other line. */
export function LineAccount(props: {
  line: InvoiceLineDraft;
  index: number;
  editable: boolean;
  minLetters: number;
  error?: string;
  onChange: (patch: Pick<InvoiceLineDraft, 'accountId' | 'accountName'>) => void;
}) {
  const { line, index } = props;
  if (!props.editable || line.kind !== 'manual') return <Text size="sm">{line.accountName}</Text>;
  return (
    <RestingAccountPicker
      label={`Account, line ${index + 1}`}
      labelHidden
      accountId={line.accountId}
      accountName={line.accountName}
      error={props.error}
      minLetters={props.minLetters}
      onChange={(account) => props.onChange({ accountId: account?.id ?? null, accountName: account?.name ?? '' })}
    />
  );
}
