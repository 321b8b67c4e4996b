import { Link } from 'react-router';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { useDocumentList } from '../../../documents/document-list';
import { AmountCells } from '../../../documents/document-list-footer';
import { ListFilterBar, StatusFilter, useListFilters } from '../../../documents/list-filter-bar';
import { useExcelExport } from '../../../ui/use-excel-export';
import { ListFailure, NoMatchRow } from '../../../ui/list-states';
import { PageList } from '../../../ui/page-list';
import { PageTitle } from '../../../ui/page-title';
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
export function NotesPage({ kind }: { kind: NoteKind }) {
  const words = NOTE_WORDS[kind];
  const { filters, change, page, setPage, asked } = useListFilters(NO_FILTERS);
  const list = useDocumentList(kind, (shown: NoteFilters, signal) => noteListPage(kind, shown, signal), {
    ...asked,
    page,
  });
  const data = list.data;
  const { exporting, exportList } = useExcelExport(`${words.listTitle.toLowerCase()}.xlsx`, async () => {
    const { rows, totals } = await allNotes(kind, asked);
    return notesXlsx(words, rows, totals);
  });
  const counted = (count: number) => `${count} ${words.noun}${count === 1 ? '' : 's'}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <PageTitle title={words.listTitle} />
          <Text size="sm" c="dimmed">
            {`A ${words.noun} is issued from the page of the posted invoice it corrects.`}
          </Text>
        </Stack>
        <Button variant="default" loading={exporting} onClick={exportList}>
          Export to Excel
        </Button>
      </Group>
      <ListFilterBar
        filters={filters}
        change={change}
        placeholder={`${words.title} or invoice number, customer`}
        partyLabel="Customer"
      >
        <StatusFilter value={filters.status} onChange={(status) => change({ status })} />
      </ListFilterBar>
      <ListFailure error={list.error} />
      <Table.ScrollContainer minWidth={760} type="native">
        <Table aria-label={words.listTitle} striped highlightOnHover horizontalSpacing={8}>
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
          <Table.Tbody>
            {data?.rows.map((note) => (
              <Table.Tr key={note.id}>
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
              </Table.Tr>
            ))}
            {data?.rows.length === 0 && <NoMatchRow noun={words.noun} columns={LEADING_COLUMNS + 2} />}
          </Table.Tbody>
          {data !== undefined && (
            <Table.Tfoot aria-label="List totals">
              <Table.Tr>
                <Table.Th colSpan={LEADING_COLUMNS} scope="row">
                  {`${counted(data.count)} (cancelled ones not counted in the totals)`}
                </Table.Th>
                <AmountCells amounts={data.totals} withVat strong />
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {data !== undefined && <PageList page={data.page} totalPages={data.pages} onPage={setPage} />}
    </Stack>
  );
}
