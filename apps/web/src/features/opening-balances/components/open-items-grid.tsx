import { Table, TextInput } from '@mantine/core';
import type { OpeningParty } from '@fleetledger/shared/ledger/opening-balances.contract';
import { useCustomerChoices } from '../../../lib/lookups';
import { DateField } from '../../../ui/date-field';
import { ChoiceInput, FigureCell, KeyboardGrid } from '../../../ui/keyboard-grid';
import { MoneyText } from '../../../ui/money-text';
import { isBlankItem, newOpenItem, type OpenItemDraft } from '../model/opening-drafts';

interface OpenItemsGridProps {
  party: OpeningParty;
  items: readonly OpenItemDraft[];
  /** The messages of the items' fields, keyed `customers.{index}.{field}` (or suppliers). */
  errors: Readonly<Record<string, string>>;
  /** The items typed so far, net: what Accounts Receivable (or Payable) opens at. */
  totalFils: number;
  onChange: (items: OpenItemDraft[]) => void;
}

const NAMES = { customer: 'Customer', supplier: 'Supplier' } as const;
const DATES = [
  { field: 'date', key: 'date', label: 'Date' },
  { field: 'dueDate', key: 'due_date', label: 'Due date' },
] as const;

/**
 * A customer's or supplier's open items as the old books list them, in a keyboard-first grid: the
 * party, the number in the old books, the date, the due date and the amount still open. Their net total
 * is what the receivable or payable account opens at.
 */
export function OpenItemsGrid({ party, items, errors, totalFils, onChange }: OpenItemsGridProps) {
  // Suppliers are customer records too: both pick from the same list.
  const parties = (useCustomerChoices().data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const account = party === 'customer' ? 'Accounts Receivable' : 'Accounts Payable';
  return (
    <KeyboardGrid
      label={`${NAMES[party]}s' open items`}
      minWidth={860}
      noun="item"
      headings={
        <>
          <Table.Th>{NAMES[party]}</Table.Th>
          <Table.Th>Number in the old books</Table.Th>
          {DATES.map(({ field, label }) => (
            <Table.Th key={field}>{label}</Table.Th>
          ))}
          <Table.Th ta="right">Amount open</Table.Th>
        </>
      }
      lines={items}
      isBlank={isBlankItem}
      newLine={newOpenItem}
      onChange={onChange}
      cells={(item, index, change) => {
        const n = index + 1;
        const error = (field: string) => errors[`${party}s.${index}.${field}`];
        return (
          <>
            <Table.Td data-cell>
              <ChoiceInput
                label={`${NAMES[party]}, item ${n}`}
                placeholder={`Type the ${party}'s name`}
                choices={parties}
                value={item.partyId}
                error={error(`${party}_id`)}
                width={200}
                onChange={(partyId) => change({ ...item, partyId })}
              />
            </Table.Td>
            <Table.Td data-cell>
              <TextInput
                aria-label={`Number, item ${n}`}
                value={item.number}
                error={error('number')}
                w={140}
                onChange={(event) => change({ ...item, number: event.currentTarget.value })}
              />
            </Table.Td>
            {DATES.map(({ field, key, label }) => (
              <Table.Td data-cell key={field}>
                <DateField
                  aria-label={`${label}, item ${n}`}
                  value={item[field]}
                  error={error(key)}
                  w={140}
                  onChange={(date) => change({ ...item, [field]: date })}
                />
              </Table.Td>
            ))}
            <FigureCell
              label={`Amount, item ${n}`}
              value={item.amount}
              error={error('amount')}
              onChange={(amount) => change({ ...item, amount })}
            />
          </>
        );
      }}
      footer={
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={5} scope="row">
              {`${account} opens at`}
            </Table.Th>
            <Table.Td ta="right" fw={700} role="status" aria-label={`${account} opens at`}>
              <MoneyText fils={totalFils} />
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      }
    />
  );
}
