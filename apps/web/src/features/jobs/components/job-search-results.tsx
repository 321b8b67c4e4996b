import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Box, Paper, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { JobSearchResult } from '@fleetledger/shared/jobs/jobs.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { pageCount, pageOf } from '@fleetledger/shared/paging';
import { jobTableLink } from '../../../lib/job-table-link';
import { MoneyCell, MoneyText } from '../../../ui/money-text';
import { PageList } from '../../../ui/page-list';
import classes from './job-search-results.module.css';

export const JOB_SEARCH_PAGE_SIZE = 25;

/** Long text on one line, cut to fit; the whole text shows on hover. */
function Clipped({ text }: { text: string | null }) {
  return (
    <Table.Td className={classes.clipped} title={text ?? undefined}>
      {text ?? ''}
    </Table.Td>
  );
}

function jobName(job: JobSearchResult): string {
  return job.job_number ?? `ID ${job.id}`;
}

/**
 * The jobs found, a page at a time, one line each. A row opens the job's month in the job table
 * with the job picked out; its job number is the link keyboard users follow.
 */
export function JobSearchResults({ jobs, caption }: { jobs: JobSearchResult[]; caption: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const totalPages = pageCount(jobs.length, JOB_SEARCH_PAGE_SIZE);
  const shown = pageOf(jobs, page, JOB_SEARCH_PAGE_SIZE);
  const first = (page - 1) * JOB_SEARCH_PAGE_SIZE + 1;

  const openRow = (event: MouseEvent<HTMLTableRowElement>, job: JobSearchResult) => {
    // The job number's own link handles clicks on it; the rest of the row is a shortcut.
    if ((event.target as HTMLElement).closest('a') !== null) return;
    void navigate(jobTableLink(job));
  };

  return (
    <Paper withBorder radius="md">
      {/* Focusable, so keyboard users can scroll the wide table sideways. */}
      <div role="region" aria-label="Search results" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover verticalSpacing={5} horizontalSpacing="sm" fz="sm" className={classes.table}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 12px', margin: 0 }}>
            <Text component="span" size="sm" fw={600} c="gray.8">
              {caption}
              {totalPages > 1 && ` · showing ${first}–${first + shown.length - 1}`}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Job No</Table.Th>
              <Table.Th>Container</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Care Of</Table.Th>
              <Table.Th>Truck</Table.Th>
              <Table.Th>Driver</Table.Th>
              <Table.Th ta="right">Charge</Table.Th>
              <Table.Th ta="right">Extra Amount</Table.Th>
              <Table.Th>Extra Description</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((job) => (
              <Table.Tr key={job.id} className={classes.row} onClick={(event) => openRow(event, job)}>
                <Table.Td>{formatDisplayDate(job.date)}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={jobTableLink(job)}
                    size="sm"
                    className={classes.jobLink}
                    aria-label={`${jobName(job)}: open in the job table`}
                  >
                    {jobName(job)}
                  </Anchor>
                </Table.Td>
                <Table.Td ff="monospace">{job.container ?? ''}</Table.Td>
                <Clipped text={job.description} />
                <Clipped text={job.customer_name} />
                <Clipped text={job.care_of} />
                <Table.Td>{job.truck_number ?? ''}</Table.Td>
                <Clipped text={job.driver_name} />
                <MoneyCell bd={job.charge} />
                <Table.Td ta="right">
                  {job.extra_amount === 0 ? '' : <MoneyText fils={bdToFils(job.extra_amount)} />}
                </Table.Td>
                <Clipped text={job.extra_description} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Box pb={totalPages > 1 ? 'md' : 0}>
        <PageList page={page} totalPages={totalPages} onPage={setPage} />
      </Box>
    </Paper>
  );
}
