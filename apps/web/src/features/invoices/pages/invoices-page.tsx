import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils } from '@fleetledger/shared/money';
import { DateField } from '../../../ui/date-field';
import { AlertIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import { PageList } from '../../../ui/page-list';
import { PageTitle } from '../../../ui/page-title';
import { StatusBadge } from '../../../ui/status-badge';
import { allListedInvoices, useCustomerChoices, useInvoiceList, type InvoiceListFilters } from '../api/invoice-calls';
import { invoicesXlsx } from '../export/invoices-xlsx';
import { downloadFile, XLSX_TYPE } from '../../../ui/download-file';
import { notifyFailure } from '../../../ui/notify';

const STATUS_CHOICES = [{ value: '', label: 'Any status' }, ...DOCUMENT_STATUSES.map((s) => ({ value: s, label: s }))];

/** Invoices, /invoices: every invoice, filtered, a page at a time, with the totals of what matched. */
export function InvoicesPage() {
  const [filters, setFilters] = useState<Omit<InvoiceListFilters, 'page'>>({
    status: '',
    customer_id: '',
    search: '',
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  const customers = useCustomerChoices().data?.data ?? [];
  const [search] = useDebouncedValue(filters.search, 250);
  const list = useInvoiceList({ ...filters, search: search.trim(), page });
  const change = (patch: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const data = list.data;
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      const rows = await allListedInvoices({ ...filters, search: search.trim() });
      downloadFile(new Blob([await invoicesXlsx(rows)], { type: XLSX_TYPE }), 'invoices.xlsx');
    } catch {
      notifyFailure('The Excel file could not be made. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle title="Invoices" />
        <Group gap="xs">
          <Button variant="default" loading={exporting} onClick={() => void exportList()}>
            Export to Excel
          </Button>
          <Button component={Link} to="/invoice-create">
            Create Invoice
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Number, customer, reference or narration"
            value={filters.search}
            onChange={(event) => change({ search: event.currentTarget.value })}
            w={320}
          />
          <Select
            label="Customer"
            placeholder="Every customer"
            searchable
            clearable
            data={customers.map((c) => ({ value: String(c.id), label: c.name }))}
            value={filters.customer_id === '' ? null : filters.customer_id}
            onChange={(value) => change({ customer_id: value ?? '' })}
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
          <DateField label="From" value={filters.from} onChange={(from) => change({ from })} />
          <DateField label="To" value={filters.to} onChange={(to) => change({ to })} />
        </Group>
      </Paper>

      {data !== undefined && data.gaps.length > 0 && (
        <Alert color="yellow" variant="light" icon={<AlertIcon />} role="status">
          {`Numbers missing from the invoice sequence: ${data.gaps.map(invoiceNumberText).join(', ')}`}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {list.error.message}
        </Alert>
      )}

      <Table.ScrollContainer minWidth={760} type="native">
        <Table aria-label="Invoices" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Vatable</Table.Th>
              <Table.Th ta="right">VAT</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.invoices.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/invoice/${invoice.number}`}>
                    {invoiceNumberText(invoice.number)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{invoice.date}</Table.Td>
                <Table.Td>{invoice.customer_name}</Table.Td>
                <Table.Td>{invoice.reference ?? ''}</Table.Td>
                <Table.Td>
                  <StatusBadge status={invoice.status} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={bdToFils(invoice.vatable_amount)} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={bdToFils(invoice.vat_amount)} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={bdToFils(invoice.total_amount)} />
                </Table.Td>
              </Table.Tr>
            ))}
            {data?.invoices.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed" ta="center">
                    No invoices match these filters
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          {data !== undefined && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={5} scope="row">
                  {`${data.count} invoice${data.count === 1 ? '' : 's'}`}
                </Table.Th>
                <Table.Td ta="right">
                  <MoneyText fils={bdToFils(data.totals.vatable_amount)} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={bdToFils(data.totals.vat_amount)} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={bdToFils(data.totals.total_amount)} fw={700} />
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {data !== undefined && <PageList page={data.page} totalPages={data.pages} onPage={setPage} />}
    </Stack>
  );
}
