import { Table, Text, Textarea } from '@mantine/core';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { needsParty } from '@fleetledger/shared/journals/journal-rules';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { AccountSideCells, ChoiceInput, type GridChoice } from '../../../ui/keyboard-grid';
import type { JournalLineDraft } from '../model/journal-drafts';

interface JournalLineRowProps {
  line: JournalLineDraft;
  index: number;
  /** The grid's messages, keyed `lines.{index}.{field}`. */
  errors: Readonly<Record<string, string>>;
  /** What the customer or supplier and the truck are picked from. */
  choices: { parties: readonly GridChoice[]; trucks: readonly GridChoice[] };
  onChange: (line: JournalLineDraft) => void;
}

/** Choosing an account keeps the line's party only where the account takes one. */
function withAccount(line: JournalLineDraft, account: AccountLookup | null): JournalLineDraft {
  const accountId = account?.id ?? null;
  return {
    ...line,
    accountId,
    accountName: account?.name ?? '',
    partyId: needsParty(accountId) ? line.partyId : null,
  };
}

/**
 * The cells of one line of the journal grid, every field a cell the grid's keys move through
 * (`data-cell`): the account, the debit, the credit, the customer or supplier of a receivable or
 * payable line, the truck and the description.
 */
export function JournalLineCells({ line, index, errors, choices, onChange }: JournalLineRowProps) {
  const n = index + 1;
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const change = (patch: Partial<JournalLineDraft>) => onChange({ ...line, ...patch });
  const takesParty = needsParty(line.accountId) || line.partyId !== null;
  const partyLabel = line.accountId === LEDGER_ACCOUNTS.payable ? 'Supplier' : 'Customer';

  return (
    <>
      <AccountSideCells
        n={n}
        line={line}
        error={error}
        onAccount={(account) => onChange(withAccount(line, account))}
        onSide={(side, value) => change({ [side]: value })}
      />
      <Table.Td data-cell={takesParty || undefined}>
        {takesParty ? (
          <ChoiceInput
            label={`${partyLabel}, line ${n}`}
            placeholder={partyLabel}
            choices={choices.parties}
            value={line.partyId}
            error={error('party_id')}
            width={150}
            onChange={(partyId) => change({ partyId })}
          />
        ) : (
          <Text c="dimmed" size="sm" aria-label={`No party on line ${n}`}>
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td data-cell>
        <ChoiceInput
          label={`Truck, line ${n}`}
          choices={choices.trucks}
          value={line.truckId}
          error={error('truck_id')}
          width={110}
          onChange={(truckId) => change({ truckId })}
        />
      </Table.Td>
      <Table.Td data-cell>
        {/* Grows with its text, so a long description (Arabic too) is read whole. */}
        <Textarea
          aria-label={`Description, line ${n}`}
          autosize
          minRows={1}
          value={line.description}
          error={error('description')}
          onChange={(event) => change({ description: event.currentTarget.value })}
        />
      </Table.Td>
    </>
  );
}
