import { Alert, Grid, Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { DriverDashboardData } from '@fleetledger/shared/dashboard/dashboard.contract';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { AlertIcon } from '../../../ui/icons';
import { CountCell, FigureHeading, TableCaption } from './dashboard-table';
import { StatCard } from './stat-card';

export const NO_DRIVER_RECORD =
  'Your sign-in is not linked to a driver record yet, so there are no jobs to show. Ask an administrator to link it on the Drivers page.';

const RECENT_JOB_COLUMNS = ['Date', 'Job No', 'Container', 'Description', 'Customer', 'Truck'];

/** A Driver's own work, as the server answers it for authority 4: no company figures at all. */
export function DriverDashboard({ data }: { data: DriverDashboardData }) {
  if (data.driver === null) {
    return (
      <Alert color="yellow" variant="light" icon={<AlertIcon />} title="No driver record">
        {NO_DRIVER_RECORD}
      </Alert>
    );
  }
  const thisMonth = data.jobs_monthly.at(-1)?.display ?? data.current_month;

  return (
    <Stack gap="lg">
      <section aria-labelledby="driver-dashboard-work">
        <Title order={2} id="driver-dashboard-work" fz="md" mb="xs">
          Your work · {data.driver.driver_name}
        </Title>
        <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="sm">
          <StatCard
            label="Your Jobs This Month"
            value={data.current_month_jobs.toLocaleString('en-US')}
            detail={thisMonth}
          />
          <StatCard
            label="Your Jobs, Last 12 Months"
            value={data.total_jobs.toLocaleString('en-US')}
            accent="grape.6"
          />
          <StatCard label="Your Truck" value={data.driver.truck_number ?? 'None assigned'} accent="cyan.7" />
        </SimpleGrid>
      </section>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md">
            <Table striped verticalSpacing={6} fz="sm">
              <TableCaption>Your jobs per month</TableCaption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Month</Table.Th>
                  <FigureHeading>Jobs</FigureHeading>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.jobs_monthly.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={600}>
                      {row.display}
                    </Table.Th>
                    <CountCell count={row.job_count} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecentJobs jobs={data.recent_jobs} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function RecentJobs({ jobs }: { jobs: DriverDashboardData['recent_jobs'] }) {
  return (
    <Paper withBorder radius="md">
      {/* Focusable, so keyboard users can scroll the table sideways on a narrow screen. */}
      <div role="region" aria-label="Your latest jobs" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing={6} fz="sm" miw={620}>
          <TableCaption>Your latest jobs</TableCaption>
          <Table.Thead>
            <Table.Tr>
              {RECENT_JOB_COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={RECENT_JOB_COLUMNS.length} c="gray.7">
                  No jobs yet.
                </Table.Td>
              </Table.Tr>
            ) : (
              jobs.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(job.date)}</Table.Td>
                  <Table.Td>{job.job_number ?? ''}</Table.Td>
                  <Table.Td ff="monospace">{job.container ?? ''}</Table.Td>
                  <Table.Td>{job.description}</Table.Td>
                  <Table.Td>{job.customer_name ?? ''}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{job.truck_number ?? ''}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}
