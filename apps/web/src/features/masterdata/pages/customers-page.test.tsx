import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TERMS_MESSAGE } from '@fleetledger/shared/masterdata/masterdata.contract';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderPage, sentTo } from '../testing/masterdata-fixtures';
import { CustomersPage } from './customers-page';

// These pages wait for mocked calls and modal transitions; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const ACME = {
  id: 1,
  name: 'Acme Trading',
  cr_name: null,
  flat: null,
  building: null,
  road: null,
  block: null,
  city: 'Sitra',
  email: null,
  mobile: null,
  vat_number: null,
  payment_terms_days: 45,
  overdue_reminders: false,
  active: true,
  version: 3,
};

function serve() {
  return mockFetch((path) => {
    if (path.includes('/customers_list')) return jsonResponse(200, { success: true, customers: [ACME] });
    if (path.endsWith('/customer_save')) return jsonResponse(200, { success: true, id: 9, message: 'Saved' });
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

/** The page, served with Acme, and the customer form its button opens. */
async function openForm(button: string, dialog: string) {
  const fetchMock = serve();
  const user = userEvent.setup();
  renderPage('/customers', <CustomersPage />);
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: button }));
  const form = await screen.findByRole('dialog', { name: dialog });
  return { fetchMock, user, form };
}

describe('CustomersPage payment terms', { timeout: 30_000 }, () => {
  it("lists each customer's terms and edits them as a number of days", async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderPage('/customers', <CustomersPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'VAT and terms' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Acme Trading.*45 days to pay/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Acme Trading' }));
    const form = await screen.findByRole('dialog', { name: 'Edit customer' });
    const terms = within(form).getByRole('spinbutton', { name: /^Payment terms \(days\)/ });
    expect(terms).toHaveValue(45);
    await user.clear(terms);
    await user.type(terms, '60');
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));
    await waitFor(() => expect(sentTo(fetchMock, '/customer_save')).toHaveLength(1));
    expect(sentTo(fetchMock, '/customer_save')[0]).toMatchObject({ id: 1, version: 3, payment_terms_days: 60 });
  });

  it('starts a new customer at 30 days and refuses terms beyond ten years before sending', async () => {
    const { fetchMock, user, form } = await openForm('Add customer', 'Add customer');
    await user.type(within(form).getByRole('textbox', { name: /^Customer name/ }), 'Gulf Freight');
    const terms = within(form).getByRole('spinbutton', { name: /^Payment terms \(days\)/ });
    expect(terms).toHaveValue(30);
    await user.clear(terms);
    await user.type(terms, '3651');
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));
    expect(await within(form).findByText(PAYMENT_TERMS_MESSAGE)).toBeInTheDocument();
    expect(sentTo(fetchMock, '/customer_save')).toHaveLength(0);

    await user.clear(terms);
    await user.type(terms, '0');
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));
    await waitFor(() => expect(sentTo(fetchMock, '/customer_save')).toHaveLength(1));
    expect(sentTo(fetchMock, '/customer_save')[0]).toMatchObject({
      name: 'Gulf Freight',
      id: null,
      payment_terms_days: 0,
      overdue_reminders: false,
    });
  });

  it('turns overdue reminders on for a customer, off until then', async () => {
    const { fetchMock, user, form } = await openForm('Edit Acme Trading', 'Edit customer');
    const reminders = within(form).getByRole('switch', { name: /^Send overdue reminders/ });
    expect(reminders).not.toBeChecked();
    await user.click(reminders);
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));
    await waitFor(() => expect(sentTo(fetchMock, '/customer_save')).toHaveLength(1));
    expect(sentTo(fetchMock, '/customer_save')[0]).toMatchObject({ id: 1, version: 3, overdue_reminders: true });
  });
});
