import { Link } from 'react-router';
import { Anchor, Stack, Table } from '@mantine/core';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { AmountCells } from '../../../documents/document-list-footer';
import { DocumentListFrame } from '../../../documents/document-list-frame';
import { StatusBadge } from '../../../documents/status-badge';
import { TableHeader } from '../../../ui/table-header';
import { allNotes, noteListPage, type NoteFilters } from '../api/note-calls';
import { NOTE_WORDS } from '../model/note-kinds';
import { notesXlsx } from '../model/notes-xlsx';

const NO_FILTERS: Omit<NoteFilters, 'page'> = { status: '', party_id: '', search: '', from: '', to: '' };
/** Number and status, date, invoice, customer and reason, before the amounts. */
const LEADING_COLUMNS = 5;

/**
 * Credit Notes (/credit-notes) or Debit Notes (/debit-notes): the tax notes on posted invoices, filtered,
 * a page at a time, with the totals of all those matched but the cancelled; each opens its page, and the
 * invoice it corrects its details. Notes are issued from the invoice's page.
 */
export function NotesList({ kind }: { kind: NoteKind }) {
  const words = NOTE_WORDS[kind];
  const counted = (count: number) => `${count} ${words.noun}${count === 1 ? '' : 's'}`;
  return (
    <DocumentListFrame
      name={kind}
      title={words.listTitle}
      noun={words.noun}
      description={`A ${words.noun} is issued from the page of the posted invoice it corrects.`}
      searchPlaceholder={`${words.title} or invoice number, customer`}
      partyLabel="Customer"
      noFilters={NO_FILTERS}
      fetchPage={(shown: NoteFilters, signal) => noteListPage(kind, shown, signal)}
      workbook={async (asked) => {
        const { rows, totals } = await allNotes(kind, asked);
        return notesXlsx(words, rows, totals);
      }}
      columns={{
        count: LEADING_COLUMNS + 2,
        header: (
          <TableHeader
            columns={[
              { header: 'Number · Status' },
              { header: 'Date' },
              { header: 'Invoice' },
              { header: 'Customer' },
              { header: 'Reason' },
              { header: 'Vatable · VAT', align: 'right' },
              { header: 'Total', align: 'right' },
            ]}
          />
        ),
      }}
      row={(note) => (
        <>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {/* The status under the number keeps every column in view at 1280 px with the sidebar open. */}
            <Stack gap={4} align="flex-start">
              <Anchor component={Link} to={words.detailsPath(note.number)}>
                {words.numberText(note.number)}
              </Anchor>
              <StatusBadge status={note.status} />
            </Stack>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(note.date)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Anchor component={Link} to={`/invoice/${note.invoice_number}`}>
              {invoiceNumberText(note.invoice_number)}
            </Anchor>
          </Table.Td>
          <Table.Td>{note.customer_name}</Table.Td>
          <Table.Td miw={160} maw={280} style={{ overflowWrap: 'anywhere' }}>
            {note.reason}
          </Table.Td>
          <AmountCells amounts={note} withVat />
        </>
      )}
      footer={(data) => (
        <Table.Tfoot aria-label="List totals">
          <Table.Tr>
            <Table.Th colSpan={LEADING_COLUMNS} scope="row">
              {`${counted(data.count)} (cancelled ones not counted in the totals)`}
            </Table.Th>
            <AmountCells amounts={data.totals} withVat strong />
          </Table.Tr>
        </Table.Tfoot>
      )}
    />
  );
}
