import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardData, DriverDashboardData } from '@fleetledger/shared/dashboard/dashboard.contract';
import { addMonths, monthLabel } from '@fleetledger/shared/dates';
import { SignedInUserContext } from '../../../lib/session/signed-in-user';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { ADMIN_USER, DRIVER_USER } from '../../../testing/session-users';
import { renderRoutes } from '../../../testing/render-routes';
import { dashboardFigures } from '../dashboard-figures';
import { DashboardPage } from './dashboard-page';
import { rowTextsOf, columnHeaders } from '../../../testing/tables';

/**
 * Two months with figures, the other ten empty; current month 2026-03. February's work is partly
 * invoiced and its invoices posted (income 280.000); March's is all still to invoice, so the books show
 * only its costs: a loss.
 */
const DATA: DashboardData = {
  success: true,
  view: 'company',
  current_month: '2026-03',
  overall: { total_jobs: 5, total_amount: 350.5 },
  overall_expenses: 400.25,
  jobs_monthly: [
    {
      month: '2026-02',
      display: 'Feb 2026',
      job_count: 3,
      total_amount: 300,
      taxi_count: 1,
      taxi_amount: 20,
      not_invoiced_amount: 120,
    },
    {
      month: '2026-03',
      display: 'Mar 2026',
      job_count: 2,
      total_amount: 50.5,
      taxi_count: 1,
      taxi_amount: 7.25,
      not_invoiced_amount: 50.5,
    },
  ],
  profit_and_loss_monthly: [
    { month: '2026-02', income: 280, expenses: 100.125, net_profit: 179.875 },
    { month: '2026-03', income: 0, expenses: 300.125, net_profit: -300.125 },
  ],
  expenses_monthly: [
    { month: '2026-02', expense_total: 100.125 },
    { month: '2026-03', expense_total: 300.125 },
  ],
  expense_top_truck_per_month: [{ month: '2026-03', truck_number: 'BH-10231', amount: 250 }],
  top_driver: { driver_name: 'Abdul Rahman', job_count: 3 },
  top_truck: { truck_number: 'BH-10452', job_count: 3 },
  top_customer: { customer_name: 'Gulf Freight Logistics', job_count: 4 },
  current_month_customers: [
    { customer_id: 1, customer_name: 'Gulf Freight Logistics', job_count: 1 },
    { customer_id: 3, customer_name: 'Al Noor Trading', job_count: 1 },
  ],
  truck_profit: {
    top: [
      { truck_id: 2, truck_number: 'BH-10452', profit: 120.5 },
      { truck_id: 1, truck_number: 'BH-10231', profit: 40 },
    ],
    bottom: [{ truck_id: 5, truck_number: 'BH-20017', profit: -5 }],
  },
};

/** Rajesh Kumar's own work: 4 jobs this month, 5 in February, two latest jobs. */
const DRIVER_DATA: DriverDashboardData = {
  success: true,
  view: 'driver',
  current_month: '2026-03',
  driver: { driver_name: 'Rajesh Kumar', truck_number: 'BH-10231' },
  jobs_monthly: Array.from({ length: 12 }, (_, i) => addMonths('2026-03', i - 11)).map((month) => ({
    month,
    display: monthLabel(month),
    job_count: month === '2026-03' ? 4 : month === '2026-02' ? 5 : 0,
  })),
  current_month_jobs: 4,
  total_jobs: 9,
  recent_jobs: [
    {
      id: 41,
      date: '2026-03-21',
      job_number: 'J4410',
      container: 'MSCU1234565',
      description: 'Deliver 40ft container to Sitra',
      customer_name: 'Gulf Freight Logistics',
      truck_number: 'BH-10231',
    },
    {
      id: 40,
      date: '2026-03-02',
      job_number: null,
      container: 'BL-7781',
      description: 'Loose cargo delivery to Muharraq',
      customer_name: 'Al Noor Trading',
      truck_number: 'BH-10231',
    },
  ],
};

function renderDashboard(user = ADMIN_USER) {
  renderRoutes([
    {
      path: '/',
      element: (
        <SignedInUserContext.Provider value={user}>
          <DashboardPage />
        </SignedInUserContext.Provider>
      ),
    },
    { path: '/job-entry', element: <p>Job entry page</p> },
  ]);
}

describe('dashboard figures', () => {
  it('lists the 12 months ending with the current one, zeros where nothing happened', () => {
    const figures = dashboardFigures(DATA);
    expect(figures.months.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(figures.months[0]).toMatchObject({
      label: 'Apr 2025',
      jobs: 0,
      workDoneFils: 0,
      incomeFils: 0,
      expensesFils: 0,
      topTruck: null,
    });
    expect(figures.months[10]).toMatchObject({
      workDoneFils: 300_000,
      notInvoicedFils: 120_000,
      incomeFils: 280_000,
      expensesFils: 100_125,
      profitFils: 179_875,
    });
    expect(figures.months[11]).toMatchObject({
      profitFils: -300_125,
      topTruck: { truckNumber: 'BH-10231', amountFils: 250_000 },
    });
    expect(figures.totals).toEqual({
      jobs: 5,
      workDoneFils: 350_500,
      notInvoicedFils: 170_500,
      incomeFils: 280_000,
      expensesFils: 400_250,
      profitFils: -120_250,
    });
    expect(figures.current).toMatchObject({ workDoneFils: 50_500, notInvoicedFils: 50_500 });
  });
});

describe('Dashboard', () => {
  it('shows work done by job date apart from the books’ profit: cards, the month and the table', async () => {
    mockFetch(() => jsonResponse(200, DATA));
    renderDashboard();

    expect(screen.getByText('User code: U0001', { exact: false })).toBeInTheDocument();
    const totalJobs = await screen.findByRole('group', { name: 'Total Jobs' });
    expect(totalJobs).toHaveTextContent('5');
    expect(screen.getByRole('group', { name: 'Work Done (by job date)' })).toHaveTextContent(
      'BD 350.500BD 170.500 not yet invoiced',
    );
    expect(screen.getByRole('group', { name: 'Income (books)' })).toHaveTextContent('BD 280.000');
    expect(screen.getByRole('group', { name: 'Expenses (books)' })).toHaveTextContent('BD 400.250');
    expect(screen.getByRole('group', { name: 'Net Profit (books)' })).toHaveTextContent('-BD 120.250 (loss)');
    expect(screen.getByRole('group', { name: 'Top Driver' })).toHaveTextContent('Abdul Rahman3 jobs');
    expect(screen.getByRole('group', { name: 'Top Truck' })).toHaveTextContent('BH-104523 jobs');
    expect(screen.getByText('Charge + Extra Amount')).toBeInTheDocument();
    const month = screen.getByRole('region', { name: 'Work done this month (by job date) · Mar 2026' });
    expect(month).toHaveTextContent('Not Yet InvoicedBD 50.500');
    expect(screen.getByRole('link', { name: 'New Job' })).toHaveAttribute('href', '/job-entry');

    const table = screen.getByRole('table', { name: /Monthly figures/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12 + 1);
    const february = within(table).getByRole('rowheader', { name: 'Feb 2026' }).closest('tr')!;
    expect(columnHeaders(table)).toEqual([
      'Month',
      'Jobs',
      'Work Done (by job date)',
      'Not Yet Invoiced',
      'Income (books)',
      'Expenses (books)',
      'Net Profit (books)',
      'Top Truck (Expense)',
    ]);
    expect(february).toHaveTextContent('Feb 20263BD 300.000BD 120.000BD 280.000BD 100.125BD 179.875None');
    expect(february.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'positive');
    const march = within(table).getByRole('rowheader', { name: 'Mar 2026' }).closest('tr')!;
    expect(march).toHaveTextContent('-BD 300.125 (loss)');
    expect(march).toHaveTextContent('BH-10231 (BD 250.000)');
    expect(march.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'negative');
    const zeroMonth = within(table).getByRole('rowheader', { name: 'Apr 2025' }).closest('tr')!;
    expect(zeroMonth.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'positive');

    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(totals).toHaveTextContent('Total5BD 350.500BD 170.500BD 280.000BD 400.250-BD 120.250 (loss)');
  });

  it('lists the most and least profitable trucks of the month, a loss in red with its minus sign', async () => {
    mockFetch(() => jsonResponse(200, DATA));
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Truck profit this month' });
    expect(panel).toHaveTextContent('Mar 2026');
    const most = within(panel).getByRole('list', { name: 'Most profitable' });
    expect(
      within(most)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BH-10452BD 120.500', 'BH-10231BD 40.000']);
    const least = within(panel).getByRole('list', { name: 'Least profitable' });
    const [loss] = within(least).getAllByRole('listitem');
    expect(loss).toHaveTextContent('BH-20017-BD 5.000 (loss)');
    expect(loss!.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'negative');
  });

  it('says so when no truck has figures this month', async () => {
    mockFetch(() => jsonResponse(200, { ...DATA, truck_profit: { top: [], bottom: [] } }));
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Truck profit this month' });
    expect(panel).toHaveTextContent('No truck has revenue or costs this month yet.');
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a driver their own work from the driver answer, with no company figures and no New Job button', async () => {
    mockFetch(() => jsonResponse(200, DRIVER_DATA));
    renderDashboard(DRIVER_USER);
    expect(await screen.findByRole('group', { name: 'Your Jobs This Month' })).toHaveTextContent('4Mar 2026');
    expect(screen.getByRole('group', { name: 'Your Jobs, Last 12 Months' })).toHaveTextContent('9');
    expect(screen.getByRole('group', { name: 'Your Truck' })).toHaveTextContent('BH-10231');
    const months = screen.getByRole('table', { name: 'Your jobs per month' });
    expect(within(months).getAllByRole('row')).toHaveLength(1 + 12);
    expect(within(months).getByRole('rowheader', { name: 'Feb 2026' }).closest('tr')).toHaveTextContent('Feb 20265');
    expect(rowTextsOf('Your latest jobs')).toEqual([
      'DateJob NoContainerDescriptionCustomerTruck',
      '21/03/2026J4410MSCU1234565Deliver 40ft container to SitraGulf Freight LogisticsBH-10231',
      '02/03/2026BL-7781Loose cargo delivery to MuharraqAl Noor TradingBH-10231',
    ]);
    expect(screen.queryByText(/BD /)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Work Done (by job date)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Net Profit (books)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Truck profit this month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Job' })).not.toBeInTheDocument();
  });

  it('tells a driver whose sign-in has no driver record how to get one', async () => {
    mockFetch(() => jsonResponse(200, { ...DRIVER_DATA, driver: null, recent_jobs: [], total_jobs: 0 }));
    renderDashboard(DRIVER_USER);
    expect(await screen.findByText(/not linked to a driver record yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the loading text, then the error panel, and Retry loads the data', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1 ? jsonResponse(500, { success: false, message: 'Internal error' }) : jsonResponse(200, DATA);
    });
    renderDashboard();

    expect(screen.getByText('Loading dashboard data...')).toBeInTheDocument();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Error Loading Dashboard');
    expect(panel).toHaveTextContent('Failed to fetch dashboard data');

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Total Jobs' })).toHaveTextContent('5');
    expect(screen.queryByText('Error Loading Dashboard')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
