import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '@fleetledger/shared/expenses/expenses.contract';
import { draftKey, serialiseDraft } from '../../../lib/form-draft';
import { jsonResponse, mockFetch, fieldRefusal, storeUser, sentBody } from '../../../testing/fetch-mock';
import { ADMIN_USER } from '../../../testing/session-users';
import { renderRoutes, LOAD_WAIT } from '../../../testing/render-routes';
import { FORM_DATA, stubScrollIntoView, enterText, findStatusSaying } from '../testing/expense-fixtures';
import { emptyExpenseForm, type ExpenseFormValues } from '../form/expense-form-values';
import { AddExpensePage } from './add-expense-page';

beforeAll(stubScrollIntoView);

const routes = [{ path: '/expense-entry', element: <AddExpensePage /> }];

function serve(onInsert: (body: Record<string, unknown>) => Response) {
  return mockFetch((path, init) => {
    if (path.endsWith('expense_data.php')) return jsonResponse(200, FORM_DATA);
    if (path.endsWith('expense_insert.php')) return onInsert(sentBody(init));
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

/** The server adds every expense sent, each as number `id`; answers the bodies it was sent, in order. */
function serveAdding(id: number) {
  const bodies: Record<string, unknown>[] = [];
  serve((body) => {
    bodies.push(body);
    return jsonResponse(200, { success: true, message: 'Expense added successfully', id });
  });
  return bodies;
}

/** Types part of a name and picks the highlighted suggestion with Enter, as a keyboard user would. */
async function pick(user: UserEvent, label: RegExp, typed: string, expected: string) {
  const input = screen.getByRole('textbox', { name: label });
  await enterText(user, input, typed);
  await user.keyboard('{Enter}');
  expect(input).toHaveValue(expected);
}

async function fillValidExpense(user: UserEvent) {
  await pick(user, /^Charge/, 'Die', 'Diesel');
  await enterText(user, screen.getByRole('textbox', { name: /^Amount/ }), '12.345');
  await enterText(user, screen.getByRole('textbox', { name: /^Description/ }), 'Diesel for BH-10452');
}

/** Opens the page and waits until the lookups have loaded and the form shows. */
async function openForm() {
  const user = userEvent.setup();
  renderRoutes(routes, ['/expense-entry']);
  await screen.findByLabelText(/^Date/, {}, LOAD_WAIT);
  return user;
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add Expense' }));

const vatSelect = () => screen.getByRole('combobox', { name: 'VAT' });
const supplierVatNumber = () => screen.getByRole('textbox', { name: /^Supplier VAT number/ });
const supplierInvoiceNumber = () => screen.getByRole('textbox', { name: /^Supplier invoice number/ });
/** The worked-out VAT and total, as the form shows them. */
const figures = () => [
  screen.getByRole('status', { name: 'VAT amount (BD)' }).textContent,
  screen.getByRole('status', { name: 'Total paid (BD)' }).textContent,
];

describe('AddExpensePage', { timeout: 60_000 }, () => {
  it('loads, then shows every field with the spec defaults', async () => {
    serve(() => jsonResponse(500, {}));
    renderRoutes(routes, ['/expense-entry']);
    expect(screen.getByText('Loading expense data...')).toBeInTheDocument();
    const date = await screen.findByLabelText(/^Date/, {}, LOAD_WAIT);
    expect(date).toHaveValue('22/11/2026');
    expect(screen.getByRole('radio', { name: 'General' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pending' })).toBeChecked();
    expect(vatSelect()).toHaveDisplayValue('None');
    expect(figures()).toEqual(['—', '—']);
    expect(supplierVatNumber()).not.toBeRequired();
    // Driver and truck appear only for driver_truck expenses.
    expect(screen.queryByRole('textbox', { name: /^Driver/ })).not.toBeInTheDocument();
  });

  it('says so when the lookups cannot be loaded', async () => {
    mockFetch(() => jsonResponse(403, { success: false, message: 'No access' }));
    renderRoutes(routes, ['/expense-entry']);
    expect(await screen.findByRole('alert', {}, LOAD_WAIT)).toHaveTextContent('Failed to load expense data');
  });

  it('shows the spec messages and sends nothing while required fields are missing', async () => {
    let inserts = 0;
    serve(() => {
      inserts += 1;
      return jsonResponse(200, { success: true, message: 'x', id: 1 });
    });
    const user = await openForm();

    await submit(user);
    expect(screen.getByText('Please select a valid charge from the suggestions')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid amount greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Charge/ })).toHaveFocus();

    // A typed charge name is not a chosen charge.
    await enterText(user, screen.getByRole('textbox', { name: /^Charge/ }), 'Diesel');
    await user.keyboard('{Escape}');
    await submit(user);
    expect(screen.getByText('Please select a valid charge from the suggestions')).toBeInTheDocument();
    expect(inserts).toBe(0);
  });

  it('adds the expense, shows the success message and starts a fresh form', async () => {
    const sent = serveAdding(41);
    const user = await openForm();
    await fillValidExpense(user);
    await submit(user);

    await findStatusSaying('Expense added successfully');
    expect(sent.at(-1)).toMatchObject({
      date: '2026-11-22',
      charge: 'Diesel',
      charge_id: 1,
      amount: 12.345,
      description: 'Diesel for BH-10452',
      type: 'general',
      driver_id: null,
      truck_id: null,
      status: 'pending',
      vat_percentage: null,
      supplier_vat_number: null,
      supplier_invoice_number: null,
    });
    expect(screen.getByRole('textbox', { name: /^Charge/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('');

    // Any edit clears the displayed message.
    await enterText(user, screen.getByRole('textbox', { name: /^Description/ }), 'x');
    expect(screen.queryByText('Expense added successfully')).not.toBeInTheDocument();
  });

  it('works out the VAT and the total paid as the amount is typed, and sends the rate and the supplier numbers', async () => {
    const sent = serveAdding(43);
    const user = await openForm();
    await fillValidExpense(user);
    expect(figures()).toEqual(['0.000', '12.345']);

    await user.selectOptions(vatSelect(), '10 %');
    // 1.2345 rounds half away from zero, as the server rounds it.
    expect(figures()).toEqual(['1.235', '13.580']);
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    expect(figures()).toEqual(['—', '—']);
    await enterText(user, amount, '250');
    expect(figures()).toEqual(['25.000', '275.000']);
    await user.selectOptions(vatSelect(), '0 %');
    expect(figures()).toEqual(['0.000', '250.000']);

    await user.selectOptions(vatSelect(), '10 %');
    await enterText(user, supplierVatNumber(), '200012345600003');
    await enterText(user, supplierInvoiceNumber(), 'BAP-7781');
    await submit(user);
    await findStatusSaying('Expense added successfully');
    expect(sent.at(-1)).toMatchObject({
      amount: 250,
      vat_percentage: 10,
      supplier_vat_number: '200012345600003',
      supplier_invoice_number: 'BAP-7781',
    });
    // The server works the VAT out itself.
    expect(sent.at(-1)).not.toHaveProperty('vat_amount');
    expect(vatSelect()).toHaveDisplayValue('None');
    expect(supplierVatNumber()).toHaveValue('');
    expect(supplierInvoiceNumber()).toHaveValue('');
  });

  it("asks for the supplier's VAT number at 10 % before sending, and checks its 15 digits", async () => {
    const bodies = serveAdding(44);
    const user = await openForm();
    await fillValidExpense(user);
    await user.selectOptions(vatSelect(), '10 %');
    expect(supplierVatNumber()).toBeRequired();

    await submit(user);
    expect(supplierVatNumber()).toHaveAccessibleDescription(
      expect.stringContaining(EXPENSE_MESSAGES.supplierVatRequired),
    );
    expect(supplierVatNumber()).toHaveFocus();
    await enterText(user, supplierVatNumber(), '2000123');
    await submit(user);
    expect(screen.getByText('Supplier VAT number must be 15 digits')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    // Without VAT the number is not needed, and a new rate clears the message.
    await user.selectOptions(vatSelect(), 'None');
    expect(screen.queryByText('Supplier VAT number must be 15 digits')).not.toBeInTheDocument();
    await user.clear(supplierVatNumber());
    await submit(user);
    await findStatusSaying('Expense added successfully');
    expect(bodies[0]).toMatchObject({ vat_percentage: null, supplier_vat_number: null });
  });

  it("shows the server's message for a VAT field under it", async () => {
    const refusal = "Supplier's invoice number is already on another expense";
    serve(() => fieldRefusal('supplier_invoice_number', refusal));
    const user = await openForm();
    await fillValidExpense(user);
    await enterText(user, supplierInvoiceNumber(), 'BAP-7781');
    await submit(user);
    expect(await screen.findByRole('alert', {}, LOAD_WAIT)).toHaveTextContent(refusal);
    expect(supplierInvoiceNumber()).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(supplierInvoiceNumber()).toHaveFocus();
  });

  it('keeps the VAT fields in its draft and gives them back on Restore', async () => {
    storeUser(ADMIN_USER);
    serve(() => jsonResponse(500, {}));
    const user = await openForm();
    await user.selectOptions(vatSelect(), '10 %');
    await enterText(user, supplierVatNumber(), '200012345600003');
    await enterText(user, supplierInvoiceNumber(), 'BAP-7781');
    const key = draftKey({ form: 'expense-create', recordId: null, user: ADMIN_USER.user_code });
    await waitFor(() => expect(window.localStorage.getItem(key)).toContain('BAP-7781'));
    cleanup();

    const again = await openForm();
    await again.click(screen.getByRole('button', { name: 'Restore' }));
    expect(vatSelect()).toHaveDisplayValue('10 %');
    expect(supplierVatNumber()).toHaveValue('200012345600003');
    expect(supplierInvoiceNumber()).toHaveValue('BAP-7781');
  });

  it('restores a draft kept before expenses had VAT as one without', async () => {
    storeUser(ADMIN_USER);
    const {
      vatRate: _rate,
      supplierVatNumber: _number,
      supplierInvoiceNumber: _invoice,
      ...before
    } = emptyExpenseForm(FORM_DATA.today);
    const kept = { ...before, amount: 40, description: 'Kept before VAT' } as ExpenseFormValues;
    window.localStorage.setItem(
      draftKey({ form: 'expense-create', recordId: null, user: ADMIN_USER.user_code }),
      serialiseDraft({ value: kept, baseline: before as ExpenseFormValues, version: null }, new Date()),
    );
    serve(() => jsonResponse(500, {}));
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Kept before VAT');
    expect(vatSelect()).toHaveDisplayValue('None');
    expect(supplierVatNumber()).toHaveValue('');
    expect(figures()).toEqual(['0.000', '40.000']);
  });

  it('reveals driver and truck for driver_truck; a driver fills the truck, typing clears it', async () => {
    const bodies = serveAdding(42);
    const user = await openForm();
    await fillValidExpense(user);
    await user.click(screen.getByRole('radio', { name: 'Driver / Truck' }));
    await pick(user, /^Driver/, 'Abd', 'Abdul Rahman');
    expect(screen.getByRole('textbox', { name: /^Truck/ })).toHaveValue('BH-10452');
    await submit(user);
    await findStatusSaying('Expense added successfully');
    expect(bodies[0]).toMatchObject({ type: 'driver_truck', driver_id: 10, truck_id: 20 });

    await fillValidExpense(user);
    await user.click(screen.getByRole('radio', { name: 'Driver / Truck' }));
    await pick(user, /^Driver/, 'Abd', 'Abdul Rahman');
    await enterText(user, screen.getByRole('textbox', { name: /^Truck/ }), '9');
    await user.keyboard('{Escape}');
    await submit(user);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ driver_id: 10, truck_id: null });
  });

  it('shows the server message in a dismissible banner and its field messages', async () => {
    serve(() => fieldRefusal('charge_id', 'Please select a valid charge from the suggestions'));
    const user = await openForm();
    await fillValidExpense(user);
    await submit(user);

    const banner = await screen.findByRole('alert', {}, LOAD_WAIT);
    expect(banner).toHaveTextContent('Please select a valid charge from the suggestions');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The field keeps its own message until the user changes the charge.
    expect(screen.getByText('Please select a valid charge from the suggestions')).toBeInTheDocument();
  });

  it('falls back to the spec messages when the server gives none or cannot be reached', async () => {
    let answer = () => jsonResponse(500, {});
    mockFetch((path) => {
      if (path.endsWith('expense_data.php')) return jsonResponse(200, FORM_DATA);
      return answer();
    });
    const user = await openForm();
    await fillValidExpense(user);
    await submit(user);
    expect(await screen.findByRole('alert', {}, LOAD_WAIT)).toHaveTextContent('Failed to add expense');

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await submit(user);
    expect(await screen.findByText('Network error. Please try again.', {}, LOAD_WAIT)).toBeInTheDocument();
  });
});
