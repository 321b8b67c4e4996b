import { NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { formatBD } from '@fleetledger/shared/money';
import { WordsCell } from '../../../ui/framed-table';
import { MoneyText } from '../../../ui/money-text';
import type { NoteForm, NoteLineEntry, NoteLineView, NoteMeasure } from '../model/note-form';

const MEASURES: { value: NoteMeasure; label: string }[] = [
  { value: 'quantity', label: 'Quantity' },
  { value: 'amount', label: 'Amount' },
];

interface NoteLinesEntryProps {
  kind: NoteKind;
  form: NoteForm;
  /** The refusals of the last send, by invoice line (`line.{id}`). */
  errors: Readonly<Record<string, string>>;
  onChange: (invoiceLineId: number, entry: NoteLineEntry) => void;
}

/**
 * The invoice's charges, one row each: what was invoiced, what is left to credit (a credit note), and
 * how much of it the note takes, by units of the line's unit amount or as an amount before VAT, with the
 * line's amount, VAT and total worked out as it is typed, and the note's totals under them.
 */
export function NoteLinesEntry({ kind, form, errors, onChange }: NoteLinesEntryProps) {
  const credit = kind === 'credit_note';
  return (
    <Table.ScrollContainer minWidth={credit ? 720 : 600} type="native">
      <Table striped withTableBorder fz="sm" horizontalSpacing="xs" aria-label="Invoice lines to correct">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th ta="right">Invoiced</Table.Th>
            {credit && <Table.Th ta="right">Left to credit</Table.Th>}
            <Table.Th w={120}>{credit ? 'Credit by' : 'Debit by'}</Table.Th>
            <Table.Th ta="right">This note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.lines.map((view) => (
            <LineRow
              key={view.row.line.id}
              credit={credit}
              view={view}
              error={view.problem ?? errors[`line.${view.row.line.id}`]}
              onChange={(entry) => onChange(view.row.line.id, entry)}
            />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={credit ? 4 : 3} scope="row" ta="right">
              {credit ? 'Credit note totals' : 'Debit note totals'}
            </Table.Th>
            <Table.Td ta="right" aria-label="Note totals">
              <NoteFigures amounts={form.totals} weight={700} />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

interface LineRowProps {
  credit: boolean;
  view: NoteLineView;
  error: string | undefined;
  onChange: (entry: NoteLineEntry) => void;
}

function LineRow({ credit, view, error, onChange }: LineRowProps) {
  const { row, entry, amounts, noteLine } = view;
  const name = `invoice line ${row.position}`;
  // A line credited whole has nothing left to take.
  const spent = credit && row.line.leftFils <= 0;
  return (
    <Table.Tr>
      <WordsCell>
        {`${row.position}. ${row.description}`}
        <Text size="xs" c="dimmed">
          {`${row.accountName} · VAT ${row.line.vatPercent}%`}
        </Text>
        {noteLine !== null && (
          <Text size="xs" c="dimmed">
            {`Line ${noteLine} of the note`}
          </Text>
        )}
      </WordsCell>
      <Table.Td ta="right">
        <MoneyText fils={row.invoicedFils} />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {`${row.quantity} × ${formatBD(row.line.unitFils)}`}
        </Text>
      </Table.Td>
      {credit && (
        <Table.Td ta="right">
          <MoneyText fils={row.line.leftFils} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            VAT <MoneyText fils={row.line.leftVatFils} />
          </Text>
        </Table.Td>
      )}
      <Table.Td>
        {/* The measure above its figure: the table keeps to the page's width at 1280 px with the sidebar open. */}
        <Stack gap={4}>
          <NativeSelect
            aria-label={`Quantity or amount, ${name}`}
            size="xs"
            data={MEASURES}
            value={entry.measure}
            disabled={spent}
            onChange={(event) => onChange({ ...entry, measure: event.currentTarget.value as NoteMeasure })}
          />
          <TextInput
            aria-label={`${entry.measure === 'quantity' ? 'Quantity' : 'Amount (BD)'}, ${name}`}
            size="xs"
            inputMode={entry.measure === 'quantity' ? 'numeric' : 'decimal'}
            placeholder={spent ? 'Nothing left' : undefined}
            disabled={spent}
            value={entry.figure}
            error={error}
            onChange={(event) => onChange({ ...entry, figure: event.currentTarget.value })}
          />
        </Stack>
      </Table.Td>
      <Table.Td ta="right" aria-label={`This note, ${name}`}>
        {amounts === null ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <NoteFigures amounts={amounts} weight={500} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A note line's or the note's total, with its amount before VAT and its VAT under it. */
function NoteFigures({
  amounts,
  weight,
}: {
  amounts: { vatableFils: number; vatFils: number; totalFils: number };
  weight: number;
}) {
  return (
    <>
      <MoneyText fils={amounts.totalFils} fw={weight} />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        Amount <MoneyText fils={amounts.vatableFils} />
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        VAT <MoneyText fils={amounts.vatFils} />
      </Text>
    </>
  );
}
