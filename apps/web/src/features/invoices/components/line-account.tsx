import { useState } from 'react';
import { Text } from '@mantine/core';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { RestingAccountPicker } from '../../../ui/account-picker';
import { ConfirmModal } from '../../../ui/confirm-modal';
import type { InvoiceLineDraft } from '../model/invoice-line-drafts';
import { salesLineQuestion } from '../model/sales-line-account';

/**
 * A line's account: chosen on a manual line being edited, shown as text on every other line. An
 * account a sales line hardly ever means (an expense) is asked about before the line takes it.
 */
export function LineAccount(props: {
  line: InvoiceLineDraft;
  index: number;
  editable: boolean;
  minLetters: number;
  error?: string;
  onChange: (patch: Pick<InvoiceLineDraft, 'accountId' | 'accountName'>) => void;
}) {
  const { line, index } = props;
  const [asked, setAsked] = useState<AccountLookup | null>(null);
  // Choosing another starts the picker afresh, so the account declined is not left typed in it.
  const [fresh, setFresh] = useState(0);
  if (!props.editable || line.kind !== 'manual') return <Text size="sm">{line.accountName}</Text>;
  const take = (account: AccountLookup | null) =>
    props.onChange({ accountId: account?.id ?? null, accountName: account?.name ?? '' });
  const question = asked === null ? null : salesLineQuestion(asked);
  return (
    <>
      <RestingAccountPicker
        key={fresh}
        label={`Account, line ${index + 1}`}
        labelHidden
        accountId={line.accountId}
        accountName={line.accountName}
        error={props.error}
        minLetters={props.minLetters}
        line="sale"
        onChange={(account) =>
          account !== null && salesLineQuestion(account) !== null ? setAsked(account) : take(account)
        }
      />
      <ConfirmModal
        opened={question !== null}
        title={question?.title ?? ''}
        confirmLabel="Use it"
        cancelLabel="Choose another"
        onConfirm={() => {
          take(asked);
          setAsked(null);
        }}
        onClose={() => {
          setAsked(null);
          setFresh((n) => n + 1);
        }}
      >
        {question?.text}
      </ConfirmModal>
    </>
  );
}
