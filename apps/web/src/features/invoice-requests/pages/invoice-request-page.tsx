import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Switch, Table, Text } from '@mantine/core';
import { formatDisplayDate, monthChoices, todayIn } from '@fleetledger/shared/dates';
import { INVOICE_REQUEST_MESSAGES } from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { formatBD } from '@fleetledger/shared/money';
import { isApiError } from '../../../lib/api-error';
import { MonthPicker } from '../../../ui/month-picker';
import { PageTitle } from '../../../ui/page-title';
import { useRequestableJobs, useRequestInvoice } from '../api/invoice-request-calls';
import { filteredJobs, isSelectable, jobTotalFils, requestSummary, statusLabel } from '../model/request-selection';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';

const MONTH_KEY = 'fleetledger.invoice-request.month';
/** An amount never breaks between 'BD' and its figure. */
const MONEY = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function rememberedMonth(current: string): string {
  const stored = localStorage.getItem(MONTH_KEY);
  return stored !== null && /^\d{4}-\d{2}$/.test(stored) ? stored : current;
}

/** /invoice-request: operations hand the month's open jobs to accounting (roles 1–3). */
export function InvoiceRequestPage() {
  const [current] = useState(() => todayIn(COMPANY_TIME_ZONE).slice(0, 7));
  const [month, setMonth] = useState(() => rememberedMonth(current));
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [pendingOnly, setPendingOnly] = useState(true);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const jobs = useRequestableJobs(month);
  const request = useRequestInvoice();

  const all = useMemo(() => jobs.data?.jobs ?? [], [jobs.data]);
  const shown = useMemo(() => filteredJobs(all, { customerId, pendingOnly }), [all, customerId, pendingOnly]);
  const summary = requestSummary(shown, selected);
  const customers = useMemo(() => {
    const names = new Map<number, string>();
    for (const job of all) if (job.customer_id !== null) names.set(job.customer_id, job.customer ?? '');
    return [...names].sort((a, b) => a[1].localeCompare(b[1]));
  }, [all]);
  const selectableShown = shown.filter(isSelectable);
  const allChosen = selectableShown.length > 0 && selectableShown.every((job) => selected.has(job.id));

  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async () => {
    if (selected.size === 0) {
      setNotice({ ok: false, text: INVOICE_REQUEST_MESSAGES.selectJobs });
      return;
    }
    try {
      const answer = await request.mutateAsync([...selected]);
      setNotice({ ok: true, text: answer.message });
      setSelected(new Set());
      await jobs.refetch();
    } catch (error) {
      setNotice({ ok: false, text: isApiError(error) ? error.message : INVOICE_REQUEST_MESSAGES.failed });
    }
  };

  return (
    <>
      <PageTitle title="Invoice Request" />
      <Paper withBorder p="md" mb="md">
        <Group align="end" wrap="wrap">
          <MonthPicker
            value={month}
            months={monthChoices(current).map((choice) => choice.value)}
            onChange={(value) => {
              localStorage.setItem(MONTH_KEY, value);
              setMonth(value);
              setSelected(new Set());
            }}
          />
          <NativeSelect
            label="Customer"
            value={customerId === null ? '' : String(customerId)}
            data={[
              { value: '', label: 'All customers' },
              ...customers.map(([id, name]) => ({ value: String(id), label: name })),
            ]}
            onChange={(event) =>
              setCustomerId(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
            }
          />
          <Switch
            label="Pending jobs only"
            checked={pendingOnly}
            onChange={(event) => setPendingOnly(event.currentTarget.checked)}
          />
          <Button onClick={() => void submit()} loading={request.isPending}>
            Request Invoice
          </Button>
        </Group>
      </Paper>
      {notice !== null && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          mb="md"
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {jobs.isError && (
        <Alert color="red" role="alert" mb="md">
          Failed to load jobs data
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        {[
          ['Total Jobs', String(summary.total)],
          ['Selectable', String(summary.selectable)],
          ['Selected', String(summary.selected)],
          ['Total Amount', formatBD(summary.amountFils)],
        ].map(([label, value]) => (
          <Paper key={label} withBorder p="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`summary-${label}`}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder>
        <Table.ScrollContainer type="native" minWidth={760}>
          <Table striped highlightOnHover aria-label="Jobs for invoicing">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label="Select all open jobs"
                    checked={allChosen}
                    onChange={() => setSelected(allChosen ? new Set() : new Set(selectableShown.map((job) => job.id)))}
                  />
                </Table.Th>
                {['Date', 'Job No', 'Customer', 'Container', 'Driver', 'Charge', 'Extra Charge', 'Status'].map(
                  (header) => (
                    <Table.Th key={header} ta={header.includes('Charge') ? 'right' : undefined}>
                      {header}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.length === 0 && !jobs.isPending ? (
                <Table.Tr>
                  <Table.Td colSpan={9}>
                    <Text c="dimmed" ta="center" py="md">
                      {all.length === 0 ? 'No jobs found for this month' : 'No jobs match your filter criteria'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                shown.map((job) => (
                  <Table.Tr key={job.id} data-job-id={job.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select job ${job.job ?? job.id}`}
                        disabled={!isSelectable(job)}
                        checked={selected.has(job.id)}
                        onChange={() => toggle(job.id)}
                      />
                    </Table.Td>
                    <Table.Td>{formatDisplayDate(job.date)}</Table.Td>
                    <Table.Td>{job.job}</Table.Td>
                    <Table.Td>{job.customer}</Table.Td>
                    <Table.Td>{job.container}</Table.Td>
                    <Table.Td>{job.driver}</Table.Td>
                    <Table.Td ta="right" style={MONEY}>
                      {formatBD(jobTotalFils({ ...job, extra_amount: 0 }))}
                    </Table.Td>
                    <Table.Td ta="right" style={MONEY}>
                      {job.extra_amount === 0 ? '' : formatBD(jobTotalFils({ ...job, charge: 0 }))}
                    </Table.Td>
                    <Table.Td>{statusLabel(job)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
