import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { canAccessPage, roleName } from '@fleetledger/shared/access';
import type { DashboardData } from '@fleetledger/shared/dashboard/dashboard.contract';
import { useSignedInUser } from '../../../lib/session/signed-in-user';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon, DashboardIcon, ReceiptPlusIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import { PageTitle } from '../../../ui/page-title';
import { useDashboard } from '../api/use-dashboard';
import { DriverDashboard } from '../components/driver-dashboard';
import { MonthlyTable } from '../components/monthly-table';
import { StatCard } from '../components/stat-card';
import { TruckProfitPanel } from '../components/truck-profit-panel';
import { dashboardFigures } from '../dashboard-figures';

// The chart library is the heaviest part of the page; it loads beside the figures.
const MonthlyChart = lazy(() => import('../components/monthly-chart').then((m) => ({ default: m.MonthlyChart })));

export const DASHBOARD_LOADING = 'Loading dashboard data...';
export const DASHBOARD_ERROR_TITLE = 'Error Loading Dashboard';
export const DASHBOARD_ERROR = 'Failed to fetch dashboard data';

/**
 * Dashboard (the operations spec; money in BD per docs/architecture.md). A
 * Driver's answer holds only their own work, and the page shows whichever answer came.
 */
export function DashboardPage() {
  const user = useSignedInUser();
  const dashboard = useDashboard();
  const staff = canAccessPage(user.authority, '/job-entry');

  return (
    <>
      <PageTitle title="Dashboard" />
      <Paper withBorder radius="md" px="lg" py="md" bg="indigo.0" mb="lg">
        <Group justify="space-between" gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="filled">
              <DashboardIcon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700} size="lg" c="navy.9">
                Welcome, {user.name}
              </Text>
              <Text c="gray.8" size="sm">
                User code: {user.user_code} · Signed in as {roleName(user.authority)}
              </Text>
            </div>
          </Group>
          {staff && (
            <Button component={Link} to="/job-entry" leftSection={<ReceiptPlusIcon size={18} />}>
              New Job
            </Button>
          )}
        </Group>
      </Paper>

      {dashboard.isPending ? (
        <FullPageLoader label={DASHBOARD_LOADING} fullHeight={false} />
      ) : dashboard.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} title={DASHBOARD_ERROR_TITLE} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{DASHBOARD_ERROR}</Text>
            <Button size="xs" color="red" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : dashboard.data.view === 'driver' ? (
        <DriverDashboard data={dashboard.data} />
      ) : (
        <DashboardBody data={dashboard.data} />
      )}
    </>
  );
}

function DashboardBody({ data }: { data: DashboardData }) {
  const figures = dashboardFigures(data);
  const { totals, current } = figures;

  return (
    <Stack gap="lg">
      <section aria-labelledby="dashboard-year">
        <Title order={2} id="dashboard-year" fz="md" mb="xs">
          Last 12 months
        </Title>
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '760px': 4, '1500px': 7 }} spacing="sm">
          <StatCard label="Total Jobs" value={totals.jobs.toLocaleString('en-US')} />
          <StatCard
            label="Work Done (by job date)"
            value={<MoneyText fils={totals.workDoneFils} />}
            detail={notYetInvoiced(totals.notInvoicedFils)}
            accent="indigo.6"
          />
          <StatCard label="Income (books)" value={<MoneyText fils={totals.incomeFils} />} accent="cyan.7" />
          <StatCard label="Expenses (books)" value={<MoneyText fils={totals.expensesFils} />} accent="orange.6" />
          <StatCard
            label="Net Profit (books)"
            value={<MoneyText fils={totals.profitFils} signed />}
            detail="Income − expenses, as in Profit and Loss"
            accent={totals.profitFils < 0 ? 'red.7' : 'teal.7'}
          />
          <StatCard
            label="Top Driver"
            value={data.top_driver?.driver_name ?? 'None'}
            detail={data.top_driver === null ? undefined : jobCount(data.top_driver.job_count)}
            accent="grape.6"
          />
          <StatCard
            label="Top Truck"
            value={data.top_truck?.truck_number ?? 'None'}
            detail={data.top_truck === null ? undefined : jobCount(data.top_truck.job_count)}
            accent="cyan.7"
          />
        </SimpleGrid>
      </section>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="dashboard-month">
            <Title order={2} id="dashboard-month" fz="md" mb="sm">
              Work done this month (by job date) · {current.label}
            </Title>
            <SimpleGrid type="container" cols={{ base: 2, '640px': 5 }} spacing="sm">
              <MonthStat label="Jobs" value={current.jobs.toLocaleString('en-US')} />
              <MonthStat
                label="Work Done"
                hint="Charge + Extra Amount"
                value={<MoneyText fils={current.workDoneFils} />}
              />
              <MonthStat
                label="Not Yet Invoiced"
                hint="No posted invoice yet"
                value={<MoneyText fils={current.notInvoicedFils} />}
              />
              <MonthStat label="Taxi Jobs" value={current.taxiJobs.toLocaleString('en-US')} />
              <MonthStat label="Taxi Work Done" value={<MoneyText fils={current.taxiRevenueFils} />} />
            </SimpleGrid>
          </Paper>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="dashboard-customers">
            <Title order={2} id="dashboard-customers" fz="md" mb="sm">
              Top customers this month
            </Title>
            {data.current_month_customers.length === 0 ? (
              <Text size="sm" c="gray.7">
                No jobs this month yet.
              </Text>
            ) : (
              <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
                {data.current_month_customers.map((customer, index) => (
                  <Group key={customer.customer_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Text size="sm" fw={700} c="indigo.9" w={18} aria-hidden="true">
                        {index + 1}
                      </Text>
                      <Text size="sm" truncate="end" title={customer.customer_name}>
                        {customer.customer_name}
                      </Text>
                    </Group>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {jobCount(customer.job_count)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>

        <Grid.Col span={12}>
          <TruckProfitPanel truckProfit={data.truck_profit} monthLabel={current.label} />
        </Grid.Col>
      </Grid>

      <Suspense fallback={<Paper withBorder radius="md" h={362} aria-hidden="true" />}>
        <MonthlyChart months={figures.months} />
      </Suspense>

      <MonthlyTable figures={figures} />
    </Stack>
  );
}

function MonthStat({ label, hint, value }: { label: string; hint?: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="gray.7" lts={0.3}>
        {label}
      </Text>
      <Text fz={18} fw={700} c="gray.9" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint !== undefined && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </div>
  );
}

function notYetInvoiced(fils: number) {
  return (
    <>
      <MoneyText fils={fils} /> not yet invoiced
    </>
  );
}

function jobCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'}`;
}
