import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { PAYMENT_FLAGS, type PaymentFlag } from '@fleetledger/shared/documents/document-list.contract';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { bdToFils } from '@fleetledger/shared/money';
import {
  allListedDocuments,
  documentListWords,
  useDocumentList,
  type DocumentListDeclaration,
  type DocumentListFilters,
} from '../lib/document-list';
import { useCustomerChoices } from '../lib/voucher-lookups';
import { DateField } from './date-field';
import { AmountCells, DocumentListFooter, PaymentFlags } from './document-list-footer';
import { documentListXlsx } from './document-list-xlsx';
import { downloadFile, XLSX_TYPE } from './download-file';
import { AlertIcon } from './icons';
import { MoneyText } from './money-text';
import { notifyFailure } from './notify';
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
  const { title, noun, partyLabel, searchPlaceholder, detailsPath, create } = documentListWords(declaration);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const parties = useCustomerChoices().data?.data ?? [];
  const [search] = useDebouncedValue(filters.search, 250);
  const list = useDocumentList(noun, fetchPage, { ...filters, search: search.trim(), page });
  const change = (patch: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const data = list.data;
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      const { rows, summary } = await allListedDocuments(fetchPage, { ...filters, search: search.trim() });
      const sheet = { name: title, noun, partyLabel, numberText, withVat, paid };
      const workbook = await documentListXlsx(rows, summary, sheet);
      downloadFile(new Blob([workbook], { type: XLSX_TYPE }), `${title.toLowerCase()}.xlsx`);
    } catch {
      notifyFailure('The Excel file could not be made. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle title={title} />
        <Group gap="xs">
          <Button variant="default" loading={exporting} onClick={() => void exportList()}>
            Export to Excel
          </Button>
          <Button component={Link} to={create.path}>
            {create.label}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder={searchPlaceholder}
            value={filters.search}
            onChange={(event) => change({ search: event.currentTarget.value })}
            w={320}
          />
          <Select
            label={partyLabel}
            placeholder={`Every ${partyLabel.toLowerCase()}`}
            searchable
            clearable
            data={parties.map((c) => ({ value: String(c.id), label: c.name }))}
            value={filters.party_id === '' ? null : filters.party_id}
            onChange={(value) => change({ party_id: value ?? '' })}
            w={240}
          />
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
          <DateField label="From" value={filters.from} onChange={(from) => change({ from })} />
          <DateField label="To" value={filters.to} onChange={(to) => change({ to })} />
        </Group>
      </Paper>

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
        <Table aria-label={title} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Date</Table.Th>
              {paid && <Table.Th>Due date</Table.Th>}
              <Table.Th>{partyLabel}</Table.Th>
              {!paid && <Table.Th>Reference</Table.Th>}
              <Table.Th>Status</Table.Th>
              {withVat && <Table.Th ta="right">Vatable</Table.Th>}
              {withVat && <Table.Th ta="right">VAT</Table.Th>}
              <Table.Th ta="right">Total</Table.Th>
              {paid && <Table.Th ta="right">Open</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={detailsPath(row.number)}>
                    {numberText(row.number)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDisplayDate(row.date)}</Table.Td>
                {paid && <Table.Td>{row.due_date === null ? '' : formatDisplayDate(row.due_date)}</Table.Td>}
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
                <AmountCells amounts={row} withVat={withVat} />
                {paid && (
                  <Table.Td ta="right">
                    <MoneyText fils={bdToFils(row.open_amount ?? 0)} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {data?.rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={(withVat ? 8 : 6) + (paid ? 1 : 0)}>
                  <Text c="dimmed" ta="center">
                    {`No ${noun}s match these filters`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          {data !== undefined && <DocumentListFooter summary={data} noun={noun} withVat={withVat} paid={paid} />}
        </Table>
      </Table.ScrollContainer>
      {data !== undefined && <PageList page={data.page} totalPages={data.pages} onPage={setPage} />}
    </Stack>
  );
}
