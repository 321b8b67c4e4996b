import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { PAYMENT_FLAGS } from '@fleetledger/shared/documents/document-list.contract';
import {
  allListedDocuments,
  documentListWords,
  useDocumentList,
  type DocumentListDeclaration,
  type DocumentListFilters,
} from './document-list';
import { AmountCells, DocumentListFooter, PaymentFlags } from './document-list-footer';
import { documentListXlsx } from './document-list-xlsx';
import { AlertIcon } from '../ui/icons';
import { ChoiceFilter, ListFilterBar, StatusFilter, useListFilters } from './list-filter-bar';
import { useExcelExport } from '../ui/use-excel-export';
import { ListFailure, NoMatchRow } from '../ui/list-states';
import { PageList } from '../ui/page-list';
import { PageTitle } from '../ui/page-title';
import { StatusBadge } from './status-badge';

const NO_FILTERS: Omit<DocumentListFilters, 'page'> = {
  status: '',
  flag: '',
  party_id: '',
  search: '',
  from: '',
  to: '',
};

/** A list of numbered documents: filtered, a page at a time, with the totals of what matched and an Excel export. */
export function DocumentListPage(declaration: DocumentListDeclaration) {
  const { numberText, fetchPage, withVat = true, paid = false } = declaration;
  // Number, date, party, status, and the reference where it has a column of its own.
  const leading = paid ? 4 : 5;
  const { title, noun, partyLabel, searchPlaceholder, detailsPath, create } = documentListWords(declaration);
  const { filters, change, page, setPage, asked } = useListFilters(NO_FILTERS);
  const list = useDocumentList(noun, fetchPage, { ...asked, page });
  const data = list.data;
  const { exporting, exportList } = useExcelExport(`${title.toLowerCase()}.xlsx`, async () => {
    const { rows, summary } = await allListedDocuments(fetchPage, asked);
    return documentListXlsx(rows, summary, { name: title, noun, partyLabel, numberText, withVat, paid });
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle title={title} />
        <Group gap="xs">
          <Button variant="default" loading={exporting} onClick={exportList}>
            Export to Excel
          </Button>
          <Button component={Link} to={create.path}>
            {create.label}
          </Button>
        </Group>
      </Group>
      <ListFilterBar filters={filters} change={change} placeholder={searchPlaceholder} partyLabel={partyLabel}>
        <StatusFilter value={filters.status} onChange={(status) => change({ status })} />
        {paid && (
          <ChoiceFilter
            label="Payment"
            any="Any"
            choices={PAYMENT_FLAGS}
            value={filters.flag}
            onChange={(flag) => change({ flag })}
            width={140}
          />
        )}
      </ListFilterBar>

      {data !== undefined && data.gaps.length > 0 && (
        <Alert color="yellow" variant="light" icon={<AlertIcon />} role="status">
          {`Numbers missing from the ${noun} sequence: ${data.gaps.map(numberText).join(', ')}`}
        </Alert>
      )}
      <ListFailure error={list.error} />

      <Table.ScrollContainer minWidth={760} type="native">
        <Table aria-label={title} striped highlightOnHover horizontalSpacing={8}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>{paid ? 'Date · Due' : 'Date'}</Table.Th>
              <Table.Th>{partyLabel}</Table.Th>
              {!paid && <Table.Th>Reference</Table.Th>}
              <Table.Th>Status</Table.Th>
              {withVat && <Table.Th ta="right">Vatable · VAT</Table.Th>}
              <Table.Th ta="right">{paid ? 'Total · Open' : 'Total'}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component={Link} to={detailsPath(row.number)}>
                    {numberText(row.number)}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDisplayDate(row.date)}
                  {paid && row.due_date !== null && (
                    <Text size="xs" c="dimmed">
                      {`Due ${formatDisplayDate(row.due_date)}`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.customer_name}
                  {paid && row.reference !== null && (
                    <Text size="xs" c="dimmed">
                      {row.reference}
                    </Text>
                  )}
                </Table.Td>
                {!paid && <Table.Td>{row.reference ?? ''}</Table.Td>}
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <StatusBadge status={row.status} />
                    {paid && <PaymentFlags flags={row.flags} />}
                  </Stack>
                </Table.Td>
                <AmountCells amounts={row} withVat={withVat} open={paid ? (row.open_amount ?? 0) : null} />
              </Table.Tr>
            ))}
            {data?.rows.length === 0 && <NoMatchRow noun={noun} columns={leading + (withVat ? 2 : 1)} />}
          </Table.Tbody>
          {data !== undefined && <DocumentListFooter summary={data} noun={noun} withVat={withVat} leading={leading} />}
        </Table>
      </Table.ScrollContainer>
      {data !== undefined && <PageList page={data.page} totalPages={data.pages} onPage={setPage} />}
    </Stack>
  );
}
