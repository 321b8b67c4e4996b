import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@fleetledger/shared/jobs/jobs.rules';
import { jsonResponse, mockFetch, fieldRefusal } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { JobEntryPage } from './job-entry-page';

const ENTRY_DATA = {
  success: true,
  data: {
    customers: [
      { id: 1, name: 'Gulf Freight Logistics' },
      { id: 3, name: 'Al Noor Trading' },
    ],
    trucks: [
      { id: 2, number: 'BH-10452' },
      { id: 3, number: 'BH-11873' },
    ],
    drivers: [
      { id: 2, name: 'Abdul Rahman', truck_id: 2, truck_number: 'BH-10452' },
      { id: 5, name: 'Suresh Nair', truck_id: 3, truck_number: 'BH-11873' },
    ],
    bookings: [],
  },
};

interface Sent {
  path: string;
  body: unknown;
}

function serve(jobAnswer: () => Response = () => jsonResponse(200, { success: true, job_id: 77, message: 'ok' })) {
  const sent: Sent[] = [];
  mockFetch((path, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ path, body });
    if (path.endsWith('jobentry_data.php')) return jsonResponse(200, ENTRY_DATA);
    if (path.includes('container_check.php')) {
      return jsonResponse(200, { success: true, check_digit: 'valid', expected_check_digit: null, recent_jobs: [] });
    }
    if (path.endsWith('customer_insert.php')) {
      return jsonResponse(200, {
        success: true,
        customerId: 9,
        existing: false,
        message: 'Customer created successfully!',
      });
    }
    if (path.endsWith('job_insert.php')) return jobAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  renderRoutes([{ path: '/job-entry', element: <JobEntryPage /> }], ['/job-entry']);
  return sent;
}

/** Types a whole value at once (paste), which keeps these tests fast. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, typed: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, typed);
  await user.keyboard('{Enter}');
}

beforeAll(() => {
  // jsdom has no layout; the type-ahead scrolls its highlighted entry into view.
  Element.prototype.scrollIntoView = () => undefined;
});

describe('Job Entry', { timeout: 20_000 }, () => {
  it('shows every required-field message and sends nothing', async () => {
    const sent = serve();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Job' }));

    for (const message of [
      JOB_MESSAGES.descriptionRequired,
      JOB_MESSAGES.customerRequired,
      JOB_MESSAGES.driverRequired,
      JOB_MESSAGES.truckRequired,
      JOB_MESSAGES.chargeRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(sent.some((call) => call.path.endsWith('job_insert.php'))).toBe(false);
  });

  it('picks entries with Enter, fills the driver truck and sends the payload of the spec', async () => {
    const sent = serve();
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'Description' }), 'Deliver 20ft container');
    await pick(user, 'Customer', 'al noor');
    expect(screen.getByRole('textbox', { name: 'Customer' })).toHaveValue('Al Noor Trading');
    await pick(user, 'Driver', 'sure');
    expect(screen.getByRole('textbox', { name: 'Driver' })).toHaveValue('Suresh Nair');
    expect(screen.getByRole('textbox', { name: 'Truck Number' })).toHaveValue('BH-11873');

    expect(screen.queryByRole('textbox', { name: /Extra Amount Description/ })).not.toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Charge Amount' }), '45.5');
    await fill(user, screen.getByRole('textbox', { name: 'Extra Amount' }), '10');
    await fill(user, screen.getByRole('textbox', { name: /Extra Amount Description/ }), 'Night delivery');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Job created successfully! Job ID: 77')).toBeInTheDocument();
    const insert = sent.find((call) => call.path.endsWith('job_insert.php'));
    expect(insert?.body).toMatchObject({
      container: null,
      reference: null,
      is_lose_container: 0,
      description: 'Deliver 20ft container',
      job: null,
      customer_id: 3,
      is_taxi: 0,
      driver_id: 5,
      truck_id: 3,
      charge: 45.5,
      extra_amount: 10,
      extra_description: 'Night delivery',
    });
    // Cleared for the next job, the date kept.
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(screen.getByLabelText(/^Date/)).not.toHaveValue('');
  });

  it('swaps the container for a reference, and the driver and truck for a taxi name and charge', async () => {
    serve();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Lose Container' }));
    expect(screen.queryByRole('textbox', { name: 'Container' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reference (BL/Ref)' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Taxi Job' }));
    expect(screen.queryByRole('textbox', { name: 'Driver' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Taxi Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Taxi Charge' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(screen.getByText(JOB_MESSAGES.referenceRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.taxiNameRequired)).toBeInTheDocument();
    expect(screen.queryByText(JOB_MESSAGES.driverRequired)).not.toBeInTheDocument();
  });

  it('creates a customer from the modal and selects it', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const customer = await screen.findByRole('textbox', { name: 'Customer' });
    await user.type(customer, 'Seef Cargo');
    // No customer matches, so the highlighted entry is 'Create New Customer'.
    expect(screen.getByRole('option', { name: 'Create New Customer', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Create New Customer' });
    const name = within(dialog).getByRole('textbox', { name: 'Customer Name' });
    expect(name).toHaveValue('Seef Cargo');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Create Customer' })).toBeDisabled();
    await user.paste('Seef Cargo W.L.L.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));

    expect(await screen.findByText('Customer created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer' })).toHaveValue('Seef Cargo W.L.L.');
    expect(sent.find((call) => call.path.endsWith('customer_insert.php'))?.body).toEqual({ name: 'Seef Cargo W.L.L.' });
  });

  it("shows the server's message and its per-field messages when it refuses the job", async () => {
    serve(() => fieldRefusal('truck_id', JOB_MESSAGES.truckFromList));
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'Description' }), 'Empty return');
    await pick(user, 'Customer', 'gulf');
    await pick(user, 'Driver', 'abdul');
    await fill(user, screen.getByRole('textbox', { name: 'Charge Amount' }), '30');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));

    await waitFor(() => expect(screen.getAllByText(JOB_MESSAGES.truckFromList)).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent(JOB_MESSAGES.truckFromList);
  });

  it('warns about a wrong container check digit', async () => {
    serve();
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'Container' }), 'CSQU3054384');
    expect(await screen.findByText('Check digit looks wrong: expected 3')).toBeInTheDocument();
  });
});
