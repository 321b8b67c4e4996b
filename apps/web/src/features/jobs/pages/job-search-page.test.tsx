import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobSearchResult } from '@fleetledger/shared/jobs/jobs.contract';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { JOB_SEARCH_PAGE_SIZE } from '../components/job-search-results';
import { JobSearchPage } from './job-search-page';

/** 60 jobs, newest first, on 30 days of March and of January 2026; every third has an extra amount. */
const JOBS: JobSearchResult[] = Array.from({ length: 60 }, (_, index) => ({
  id: 1000 + index,
  date:
    index < 30 ? `2026-03-${String(30 - index).padStart(2, '0')}` : `2026-01-${String(60 - index).padStart(2, '0')}`,
  job_number: `J${1000 + index}`,
  container: 'MSCU1234565',
  description: `Deliver a container to the far end of the Salman industrial area, job ${index}`,
  customer_name: 'Gulf Freight Logistics',
  care_of: null,
  truck_number: 'BH-10452',
  driver_name: 'Abdul Rahman',
  charge: 40,
  extra_amount: index % 3 === 0 ? 2.5 : 0,
  extra_description: index % 3 === 0 ? 'Waiting time' : null,
}));

function serve(jobs: JobSearchResult[] = JOBS) {
  const bodies: unknown[] = [];
  mockFetch((_path, init) => {
    bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    return jsonResponse(200, {
      success: true,
      jobs,
      message: `${jobs.length} job${jobs.length === 1 ? '' : 's'} found`,
      truncated: false,
    });
  });
  const router = renderRoutes(
    [
      { path: '/job-search', element: <JobSearchPage /> },
      { path: '/job-table', element: <p>Job table</p> },
    ],
    ['/job-search'],
  );
  return { bodies, router };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('JobSearchPage', () => {
  it('shows the results a page at a time, dates day first and no amount for jobs without an extra', async () => {
    serve();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search value' }), 'J1{Enter}');

    expect(await screen.findByText(/60 jobs found · showing 1–25/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(JOB_SEARCH_PAGE_SIZE);
    const [first, second] = bodyRows();
    expect(within(first!).getAllByRole('cell')[0]).toHaveTextContent('30/03/2026');
    expect(within(first!).getAllByRole('cell')[9]).toHaveTextContent('BD 2.500');
    expect(within(second!).getAllByRole('cell')[9]).toBeEmptyDOMElement();
    expect(within(second!).getAllByRole('cell')[10]).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText(/showing 51–60/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[9]!).getAllByRole('cell')[0]).toHaveTextContent('01/01/2026');
  });

  it("opens the job's month in the job table with the job picked out, from the row or its link", async () => {
    const { router } = serve();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search value' }), 'J1{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    const link = screen.getByRole('link', { name: 'J1035: open in the job table' });
    expect(link).toHaveAttribute('href', '/job-table?month=2026-01&job=1035');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));

    await user.click(within(bodyRows()[0]!).getByText('Gulf Freight Logistics'));
    expect(await screen.findByText('Job table')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/job-table?month=2026-03&job=1000',
    );
  });

  it('searches a date typed day first and sends it as YYYY-MM-DD', async () => {
    const { bodies } = serve(JOBS.slice(0, 1));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Date');
    await user.type(screen.getByRole('textbox', { name: 'Search value' }), '30/03/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 'date', value: '2026-03-30' }]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
