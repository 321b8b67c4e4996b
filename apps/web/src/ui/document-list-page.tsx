import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { PAYMENT_FLAGS, type PaymentFlag } from '@fleetledger/shared/documents/document-list.contract';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import {
  allListedDocuments,
  documentListWords,
  useDocumentList,
  type DocumentListDeclaration,
  type DocumentListFilters,
} from '../lib/document-list';
import { AmountCells, DocumentListFooter, PaymentFlags } from './document-list-footer';
import { documentListXlsx } from './document-list-xlsx';
import { AlertIcon } from './icons';
import { ListFilterBar, useExcelExport, useListFilters } from './list-filter-bar';
import { PageList } from './page-list';
import { PageTitle } from './page-title';
import { StatusBadge } from './status-badge';

const STATUS_CHOICES = [{ value: '', label: 'Any status' }, ...DOCUMENT_STATUSES.map((s) => ({ value: s, label: s }))];
const FLAG_CHOICES = [{ value: '', label: 'Any' }, ...PAYMENT_FLAGS.map((f) => ({ value: f, label: f }))];
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
        <Select
          label="Status"
          data={STATUS_CHOICES}
          value={filters.status}
          allowDeselect={false}
          onChange={(value) => change({ status: (value ?? '') as DocumentStatus | '' })}
          w={160}
        />
        {paid && (
          <Select
            label="Payment"
            data={FLAG_CHOICES}
            value={filters.flag}
            allowDeselect={false}
            onChange={(value) => change({ flag: (value ?? '') as PaymentFlag | '' })}
            w={140}
          />
        )}
      </ListFilterBar>

      {data !== undefined && data.gaps.length > 0 && (
        <Alert color="yellow" variant="light" icon={<AlertIcon />} role="status">
          {`Numbers missing from the ${noun} sequence: ${data.gaps.map(numberText).join(', ')}`}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {list.error.message}
        </Alert>
      )}

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
            {data?.rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={leading + (withVat ? 2 : 1)}>
                  <Text c="dimmed" ta="center">
                    {`No ${noun}s match these filters`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          {data !== undefined && <DocumentListFooter summary={data} noun={noun} withVat={withVat} leading={leading} />}
        </Table>
      </Table.ScrollContainer>
      {data !== undefined && <PageList page={data.page} totalPages={data.pages} onPage={setPage} />}
    </Stack>
  );
}
