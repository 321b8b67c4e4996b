import { Stack, Table, Text } from '@mantine/core';
import { noteNumberText } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { FramedTable, WordsCell } from '../../../ui/framed-table';
import { LinkedDocumentsTable } from '../../../documents/linked-documents-table';
import { MoneyCell } from '../../../ui/money-text';
import type { HeaderColumn } from '../../../ui/table-header';
import { TitledSection } from '../../../ui/titled-section';

const NOTE_PAGES: Record<NoteKind, string> = { credit_note: '/credit-note/', debit_note: '/debit-note/' };

/** Each charge: invoiced, what the notes took off and added, and what is left before VAT. */
const CORRECTED_COLUMNS: readonly HeaderColumn[] = [
  { header: 'Line' },
  { header: 'Invoiced', align: 'right' },
  { header: 'Credited', align: 'right' },
  { header: 'Debited', align: 'right' },
  { header: 'Left', align: 'right' },
];

/**
 * The credit and debit notes issued on an invoice (cancelled ones too), each leading to its page, and
 * what they did to each of its charges: taken off, added, and what is left before VAT.
 */
export function InvoiceNotesSection({ invoice }: { invoice: InvoiceRecord }) {
  const notes = [
    ...invoice.credit_notes.map((note) => ({ ...note, kind: 'credit_note' as const })),
    ...invoice.debit_notes.map((note) => ({ ...note, kind: 'debit_note' as const })),
  ];
  if (notes.length === 0) return null;
  const charges = invoice.items.filter((item) => item.kind !== 'discount');
  return (
    <TitledSection title="Credit and debit notes">
      <Stack gap="md">
        <Table.ScrollContainer minWidth={640} type="native">
          <LinkedDocumentsTable
            label="Notes"
            noun="Note"
            amountHeader="Total"
            rows={notes.map((note) => ({
              key: `${note.kind}-${note.id}`,
              to: `${NOTE_PAGES[note.kind]}${note.number}`,
              number: noteNumberText(note.kind, note.number),
              date: note.date,
              status: note.status,
              reason: note.reason,
              amount: note.total_amount,
            }))}
          />
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          Each charge as the notes not cancelled leave it, before VAT.
        </Text>
        <Table.ScrollContainer minWidth={640} type="native">
          <FramedTable label="Lines corrected" columns={CORRECTED_COLUMNS}>
            <Table.Tbody>
              {charges.map((item) => (
                <Table.Tr key={item.id}>
                  <WordsCell>{item.description}</WordsCell>
                  <MoneyCell bd={item.vatable_amount} />
                  <MoneyCell bd={item.credited_amount} />
                  <MoneyCell bd={item.debited_amount} />
                  <MoneyCell bd={item.left_amount} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </FramedTable>
        </Table.ScrollContainer>
      </Stack>
    </TitledSection>
  );
}
