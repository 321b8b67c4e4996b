import { CloseButton, Select, Table, Text, TextInput } from '@mantine/core';
import type { OpeningParty } from '@fleetledger/shared/ledger/opening-balances.contract';
import { useCustomerChoices } from '../../../lib/voucher-lookups';
import { DateField } from '../../../ui/date-field';
import { FigureCellInput } from '../../../ui/figure-cell-input';
import { MoneyText } from '../../../ui/money-text';
import { useKeyboardGrid } from '../../../ui/use-keyboard-grid';
import { isBlankItem, newOpenItem, type OpenItemDraft } from '../model/opening-drafts';

interface Choice {
  value: string;
  label: string;
}

interface OpenItemsGridProps {
  party: OpeningParty;
  items: readonly OpenItemDraft[];
  /** The messages of the items' fields, keyed `customers.{index}.{field}` (or suppliers). */
  errors: Readonly<Record<string, string>>;
  /** The items typed so far, net: what Accounts Receivable (or Payable) opens at. */
  totalFils: number;
  onChange: (items: OpenItemDraft[]) => void;
}

interface OpenItemRowProps {
  party: OpeningParty;
  item: OpenItemDraft;
  index: number;
  parties: readonly Choice[];
  errors: Readonly<Record<string, string>>;
  onChange: (item: OpenItemDraft) => void;
  onDelete: () => void;
}

const NAMES = { customer: 'Customer', supplier: 'Supplier' } as const;

function OpenItemRow({ party, item, index, parties, errors, onChange, onDelete }: OpenItemRowProps) {
  const n = index + 1;
  const error = (field: string) => errors[`${party}s.${index}.${field}`];
  const change = (patch: Partial<OpenItemDraft>) => onChange({ ...item, ...patch });
  return (
    <Table.Tr data-line={index}>
      <Table.Td>{n}</Table.Td>
      <Table.Td data-cell>
        <Select
          aria-label={`${NAMES[party]}, item ${n}`}
          placeholder={`Type the ${party}'s name`}
          searchable
          clearable
          selectFirstOptionOnChange
          data={parties}
          value={item.partyId === null ? null : String(item.partyId)}
          error={error(`${party}_id`)}
          miw={200}
          onChange={(value) => change({ partyId: value === null ? null : Number(value) })}
        />
      </Table.Td>
      <Table.Td data-cell>
        <TextInput
          aria-label={`Number, item ${n}`}
          value={item.number}
          error={error('number')}
          w={140}
          onChange={(event) => change({ number: event.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td data-cell>
        <DateField
          aria-label={`Date, item ${n}`}
          value={item.date}
          error={error('date')}
          w={140}
          onChange={(date) => change({ date })}
        />
      </Table.Td>
      <Table.Td data-cell>
        <DateField
          aria-label={`Due date, item ${n}`}
          value={item.dueDate}
          error={error('due_date')}
          w={140}
          onChange={(dueDate) => change({ dueDate })}
        />
      </Table.Td>
      <Table.Td data-cell>
        <FigureCellInput
          label={`Amount, item ${n}`}
          value={item.amount}
          error={error('amount')}
          onChange={(amount) => change({ amount })}
        />
      </Table.Td>
      <Table.Td>
        <CloseButton tabIndex={-1} aria-label={`Delete item ${n}`} onClick={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A customer's or supplier's open items as the old books list them, in a keyboard-first grid (the
 * keys of the account grid); their net total is what the receivable or payable account opens at.
 */
export function OpenItemsGrid({ party, items, errors, totalFils, onChange }: OpenItemsGridProps) {
  // Suppliers are customer records too: both pick from the same list.
  const parties = (useCustomerChoices().data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const { grid, onKeyDown, deleteLine } = useKeyboardGrid(items, {
    isBlank: isBlankItem,
    newLine: newOpenItem,
    onChange,
  });
  const account = party === 'customer' ? 'Accounts Receivable' : 'Accounts Payable';
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table ref={grid} aria-label={`${NAMES[party]}s' open items`} onKeyDown={onKeyDown} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>#</Table.Th>
            <Table.Th>{NAMES[party]}</Table.Th>
            <Table.Th>Number in the old books</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Due date</Table.Th>
            <Table.Th ta="right">Amount open</Table.Th>
            <Table.Th w={40}>
              <Text span size="xs" c="dimmed">
                Delete
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <OpenItemRow
              key={item.key}
              party={party}
              item={item}
              index={index}
              parties={parties}
              errors={errors}
              onChange={(changed) => onChange(items.map((other, at) => (at === index ? changed : other)))}
              onDelete={() => deleteLine(index)}
            />
          ))}
        </Table.Tbody>
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
      </Table>
    </Table.ScrollContainer>
  );
}
