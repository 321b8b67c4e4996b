import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, todayIn } from '@fleetledger/shared/dates';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { quickPeriod } from '../../../lib/quick-periods';
import { ReportsPage } from './reports-page';
import { rowTexts } from '../../../testing/tables';

const routes = [{ path: '/reports', element: <ReportsPage /> }];

const DRIVERS = {
  success: true,
  data: [
    { driver_id: 1, driver_name: 'Abdul Rahman', job_count: 12 },
    { driver_id: 2, driver_name: 'Arun Pillai', job_count: 0 },
  ],
};

/** Replaces a date box's text at once, as pasting does (typing each key is slow in jsdom). */
async function retype(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

function sentBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

describe('ReportsPage', { timeout: 20_000 }, () => {
  it('welcomes, then waits for Generate Report with both dates on today', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderRoutes(routes, ['/reports']);

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Reports' })).toBeInTheDocument();
    const types = screen.getByRole('navigation', { name: 'Report types' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Drivers Job',
      'Trucks Job',
      'Customer Job',
      'Expense Total by COA',
      'Truck Expense',
      'Job Expense',
      'Invoice Detail',
      'Customer Total Amount',
      'Driver Monthly',
    ]);

    await user.click(within(types).getByRole('link', { name: 'Trucks Job' }));
    expect(screen.getByText('No Report Generated')).toBeInTheDocument();
    const today = formatDisplayDate(todayIn('Asia/Bahrain'));
    expect(screen.getByLabelText(/^From/)).toHaveValue(today);
    expect(screen.getByLabelText(/^To/)).toHaveValue(today);
  });

  it('generates the report for the chosen dates, with tiers and totals', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderRoutes(routes, ['/reports?report=drivers_job']);

    await user.click(screen.getByRole('button', { name: 'Last month' }));
    const lastMonth = quickPeriod('last_month', todayIn('Asia/Bahrain'));
    expect(screen.getByLabelText(/^From/)).toHaveValue(formatDisplayDate(lastMonth.from));
    expect(screen.getByLabelText(/^To/)).toHaveValue(formatDisplayDate(lastMonth.to));
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByRole('button', { name: 'Generating Report' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/transportation/report/drivers_job_report.php');
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual(lastMonth);

    answer(jsonResponse(200, DRIVERS));
    const table = await screen.findByRole('table', { name: 'Drivers Job' });
    expect(rowTexts(table)).toEqual(['DriverJobsTier', 'Abdul Rahman12Gold', 'Arun Pillai0Inactive', 'Total12']);
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generate Report' })).toBeEnabled();
  });

  it('takes dates typed day first and refuses a From after To on the form, without asking the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, DRIVERS));
    const user = userEvent.setup();
    renderRoutes(routes, ['/reports?report=drivers_job']);

    const from = screen.getByLabelText(/^From/);
    await retype(user, from, '20/03/2026');
    const to = screen.getByLabelText(/^To/);
    await retype(user, to, '10/03/2026');
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));

    expect(from).toHaveAccessibleDescription('From must not be after To');
    expect(screen.getAllByText('From must not be after To')).toHaveLength(1);
    expect(screen.queryByText(/Error fetching report data/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await retype(user, to, '31/03/2026');
    expect(screen.queryByText('From must not be after To')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByRole('table', { name: 'Drivers Job' })).toBeInTheDocument();
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ from: '2026-03-20', to: '2026-03-31' });
  });

  it("shows a 400's reason as the one message, without the generic alert above it", async () => {
    mockFetch(() => jsonResponse(400, { success: false, message: 'The range can be at most 5 years' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/reports?report=customer_total']);

    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The range can be at most 5 years$/);
  });

  it('shows the error alert of section 8 when the server fails', async () => {
    mockFetch(() => jsonResponse(500, { success: false, message: 'Internal error' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/reports?report=customer_total']);

    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error fetching report data. Please try again.$/);
  });

  it('says No Job Expense Data Found with a hint when no expense was booked against a job', async () => {
    mockFetch(() => jsonResponse(200, { success: true, data: [] }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/reports?report=job_expense']);

    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByText('No Job Expense Data Found')).toBeInTheDocument();
    expect(screen.getByText(/Try another date range/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Excel' })).not.toBeInTheDocument();
  });

  it('asks for the last 12 months of Driver Monthly without dates', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [{ month: '2026-07', drivers: [{ driver_id: 1, driver_name: 'Rajesh Kumar', job_count: 3 }] }],
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/reports?report=driver_monthly']);

    expect(screen.queryByLabelText(/^From/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    const table = await screen.findByRole('table', { name: 'Driver Monthly' });
    expect(rowTexts(table)).toEqual(['MonthRajesh KumarTotal', 'Jul 202633', 'Total33']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/transportation/report/driver_monthly_wise.php');
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({});
  });
});
