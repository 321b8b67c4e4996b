import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { creditNoteNumberText, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { creditNotePdfUrl } from '../../../lib/document-calls';
import { useDocumentList } from '../../../lib/document-list';
import { AmountCells } from '../../../ui/document-list-footer';
import { AlertIcon } from '../../../ui/icons';
import { ListFilterBar, useExcelExport, useListFilters } from '../../../ui/list-filter-bar';
import { PageList } from '../../../ui/page-list';
import { PageTitle } from '../../../ui/page-title';
import { TableHeader } from '../../../ui/table-header';
import { allCreditNotes, creditNoteListPage, type CreditNoteFilters } from '../api/credit-note-calls';
import { creditNotesXlsx } from '../model/credit-notes-xlsx';

const NO_FILTERS: Omit<CreditNoteFilters, 'page'> = { party_id: '', search: '', from: '', to: '' };

/**
 * Credit Notes, /credit-notes: the tax credit notes that cancelled posted invoices, filtered, a page
 * at a time, with their totals; each opens its PDF, and the invoice it credits its details.
 */
export function CreditNotesPage() {
  const { filters, change, page, setPage, asked } = useListFilters(NO_FILTERS);
  const list = useDocumentList('credit-note', creditNoteListPage, { ...asked, page });
  const data = list.data;
  const { exporting, exportList } = useExcelExport('credit notes.xlsx', async () => {
    const { rows, totals } = await allCreditNotes(asked);
    return creditNotesXlsx(rows, totals);
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle title="Credit Notes" />
        <Button variant="default" loading={exporting} onClick={exportList}>
          Export to Excel
        </Button>
      </Group>
      <ListFilterBar
        filters={filters}
        change={change}
        placeholder="Credit note or invoice number, customer"
        partyLabel="Customer"
      />
      {list.isError && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {list.error.message}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={760} type="native">
        <Table aria-label="Credit Notes" striped highlightOnHover>
          <TableHeader
            columns={[
              { header: 'Number' },
              { header: 'Date' },
              { header: 'Invoice' },
              { header: 'Customer' },
              { header: 'Vatable · VAT', align: 'right' },
              { header: 'Total', align: 'right' },
            ]}
          />
          <Table.Tbody>
            {data?.credit_notes.map((note) => (
              <Table.Tr key={note.id}>
                <Table.Td>
                  <Anchor href={creditNotePdfUrl(note.invoice_number)} target="_blank">
                    {creditNoteNumberText(note.number)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDisplayDate(note.date)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/invoice/${note.invoice_number}`}>
                    {invoiceNumberText(note.invoice_number)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{note.customer_name}</Table.Td>
                <AmountCells amounts={note} withVat />
              </Table.Tr>
            ))}
            {data?.credit_notes.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center">
                    No credit notes match these filters
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          {data !== undefined && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4} scope="row">
                  {`${data.count} credit note${data.count === 1 ? '' : 's'}`}
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
