import { Table, Text } from '@mantine/core';
import type { NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { MoneyCell, MoneyText } from '../../../ui/money-text';
import { FramedTable, WordsCell } from '../../../ui/framed-table';
import type { HeaderColumn } from '../../../ui/table-header';
import { TitledSection } from '../../../ui/titled-section';

const COLUMNS: readonly HeaderColumn[] = [
  { header: 'Line' },
  { header: 'Quantity' },
  { header: 'VAT %', align: 'right' },
  { header: 'Amount', align: 'right' },
  { header: 'VAT', align: 'right' },
  { header: 'Total', align: 'right' },
];

/** A note's lines as issued: each invoice line it corrects, by how much, at the line's rate; and its totals. */
export function NoteLinesTable({ note }: { note: NoteRecord }) {
  return (
    <TitledSection title="Lines">
      <Table.ScrollContainer minWidth={640} type="native">
        <FramedTable label="Note lines" columns={COLUMNS}>
          <Table.Tbody>
            {note.lines.map((line) => (
              <Table.Tr key={line.id}>
                <WordsCell>
                  {line.description}
                  <Text size="xs" c="dimmed">
                    {line.kind === 'discount' ? `${line.account_name} (discount taken back)` : line.account_name}
                  </Text>
                </WordsCell>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* Given as an amount, a line has no units to show. */}
                  {line.quantity === null ? '—' : `${line.quantity} × ${formatBD(bdToFils(line.unit_amount))}`}
                </Table.Td>
                <Table.Td ta="right">{`${line.vat_percentage}%`}</Table.Td>
                <MoneyCell bd={line.vatable_amount} />
                <MoneyCell bd={line.vat_amount} />
                <MoneyCell bd={line.total_amount} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3} scope="row">
                Totals
              </Table.Th>
              <MoneyCell bd={note.vatable_amount} />
              <MoneyCell bd={note.vat_amount} />
              <Table.Td ta="right">
                <MoneyText fils={bdToFils(note.total_amount)} fw={700} />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </FramedTable>
      </Table.ScrollContainer>
    </TitledSection>
  );
}
