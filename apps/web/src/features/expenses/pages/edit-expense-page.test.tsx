import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditableExpense } from '@fleetledger/shared/expenses/expenses.contract';
import { EXPENSE_MESSAGES } from '@fleetledger/shared/expenses/expenses.contract';
import { jsonResponse, mockFetch, sentBody } from '../../../testing/fetch-mock';
import { renderRoutes, LOAD_WAIT } from '../../../testing/render-routes';
import { FORM_DATA, stubScrollIntoView, enterText, findStatusSaying } from '../testing/expense-fixtures';
import { EditExpensePage } from './edit-expense-page';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { rowTextsOf } from '../../../testing/tables';

beforeAll(stubScrollIntoView);

const routes = [
  { path: '/expense-table', element: <p>Expense records</p> },
  { path: '/expense-edit/:id', element: <EditExpensePage /> },
];

const STORED: EditableExpense = {
  id: 7,
  date: '2025-01-05',
  charge_name: 'Diesel',
  charge: 1,
  amount: 25.5,
  description: 'Diesel top-up',
  reference: 'R-1',
  type: 'driver_truck',
  truck: 20,
  driver: 10,
  job: 'J77',
  due_date: null,
  status: 'pending',
  company: null,
  paid_from_account_id: 26,
  vat_percentage: null,
  vat_amount: 0,
  gross_amount: 25.5,
  supplier_vat_number: null,
  supplier_invoice_number: null,
  version: 3,
};

/** The same expense at 10 % VAT, with the supplier's numbers. */
const WITH_VAT: EditableExpense = {
  ...STORED,
  vat_percentage: 10,
  vat_amount: 2.55,
  gross_amount: 28.05,
  supplier_vat_number: '200012345600003',
  supplier_invoice_number: 'BAP-7781',
};

function serve(
  onEdit: (body: Record<string, unknown>) => Response,
  expense: EditableExpense = STORED,
  onDelete: (body: Record<string, unknown>) => Response = () => jsonResponse(500, {}),
) {
  return mockFetch((path, init) => {
    if (path.includes('expense-edit-data')) return jsonResponse(200, { ...FORM_DATA, expense });
    if (path.endsWith('expense-edit')) return onEdit(sentBody(init));
    if (path.endsWith('expense-delete')) return onDelete(sentBody(init));
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

/** Opens the page from Expense Records on a server that saves every edit: what each save sent. */
function openSaving(expense: EditableExpense = STORED) {
  const sent: Record<string, unknown>[] = [];
  serve((body) => {
    sent.push(body);
    return jsonResponse(200, { success: true, message: 'Expense updated successfully!' });
  }, expense);
  const user = userEvent.setup();
  renderRoutes(routes, ['/expense-table', '/expense-edit/7']);
  return { user, sent };
}

/** Opens the page, replaces the description with "My edit" and presses Update Expense. */
async function saveMyEdit(history: string[]) {
  const user = userEvent.setup();
  renderRoutes(routes, history);
  const description = await screen.findByRole('textbox', { name: /^Description/ }, LOAD_WAIT);
  await user.clear(description);
  await enterText(user, description, 'My edit');
  await user.click(screen.getByRole('button', { name: 'Update Expense' }));
  return { user, description };
}

/** The save at the version read (3) is refused as stale, `theirs` being what is stored now; the next is taken. Answers the bodies sent. */
function serveStaleOnce(theirs: EditableExpense) {
  const sent: Record<string, unknown>[] = [];
  serve((body) => {
    sent.push(body);
    return body.version === 3
      ? jsonResponse(409, { success: false, message: EXPENSE_MESSAGES.stale, current: theirs })
      : jsonResponse(200, { success: true, message: 'Expense updated successfully!' });
  });
  return sent;
}

describe('EditExpensePage', { timeout: 60_000 }, () => {
  it('loads the stored expense into the form', async () => {
    serve(() => jsonResponse(500, {}));
    renderRoutes(routes, ['/expense-table', '/expense-edit/7']);
    expect(screen.getByText('Loading expense data...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Charge/ }, LOAD_WAIT)).toHaveValue('Diesel');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('25.500');
    expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveValue('05/01/2025');
    expect(screen.getByRole('textbox', { name: /^Driver/ })).toHaveValue('Abdul Rahman');
    expect(screen.getByRole('textbox', { name: /^Truck/ })).toHaveValue('BH-10452');
    expect(screen.getByRole('radio', { name: 'Driver / Truck' })).toBeChecked();
  });

  it("loads the VAT and the supplier's numbers, with the VAT and total worked out", async () => {
    serve(() => jsonResponse(500, {}), WITH_VAT);
    renderRoutes(routes, ['/expense-table', '/expense-edit/7']);
    const vat = await screen.findByRole('combobox', { name: 'VAT' }, LOAD_WAIT);
    expect(vat).toHaveDisplayValue('10 %');
    expect(screen.getByRole('status', { name: 'VAT amount (BD)' })).toHaveTextContent('2.550');
    expect(screen.getByRole('status', { name: 'Total paid (BD)' })).toHaveTextContent('28.050');
    expect(screen.getByRole('textbox', { name: /^Supplier VAT number/ })).toHaveValue('200012345600003');
    expect(screen.getByRole('textbox', { name: /^Supplier invoice number/ })).toHaveValue('BAP-7781');
  });

  it.each([
    ['without VAT', STORED],
    ['at 10 %', WITH_VAT],
  ])('saves an expense %s untouched as it was loaded', async (_, expense) => {
    const { user, sent } = openSaving(expense);
    await user.click(await screen.findByRole('button', { name: 'Update Expense' }, LOAD_WAIT));
    await findStatusSaying('Expense updated successfully!');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      id: 7,
      version: 3,
      amount: expense.amount,
      vat_percentage: expense.vat_percentage,
      supplier_vat_number: expense.supplier_vat_number,
      supplier_invoice_number: expense.supplier_invoice_number,
      paid_from_account_id: expense.paid_from_account_id,
    });
    expect(sent[0]).not.toHaveProperty('vat_amount');
  });

  it('saves a changed rate: none now, the VAT number no longer needed', async () => {
    const { user, sent } = openSaving(WITH_VAT);
    const vat = await screen.findByRole('combobox', { name: 'VAT' }, LOAD_WAIT);
    await user.selectOptions(vat, 'None');
    expect(screen.getByRole('status', { name: 'VAT amount (BD)' })).toHaveTextContent('0.000');
    expect(screen.getByRole('status', { name: 'Total paid (BD)' })).toHaveTextContent('25.500');
    await user.clear(screen.getByRole('textbox', { name: /^Supplier VAT number/ }));
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));
    await findStatusSaying('Expense updated successfully!');
    expect(sent.at(-1)).toMatchObject({
      vat_percentage: null,
      supplier_vat_number: null,
      supplier_invoice_number: 'BAP-7781',
    });
  });

  it('sets the description from a newly chosen charge, saves with the version and goes back after 2 s', async () => {
    const { user, sent } = openSaving();
    const charge = await screen.findByRole('textbox', { name: /^Charge/ }, LOAD_WAIT);
    await user.clear(charge);
    await enterText(user, charge, 'Tyre');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Tyre Replacement');

    await user.click(screen.getByRole('button', { name: 'Update Expense' }));
    await findStatusSaying('Expense updated successfully!');
    expect(sent.at(-1)).toMatchObject({
      id: 7,
      version: 3,
      charge_id: 3,
      description: 'Tyre Replacement',
      driver_id: 10,
    });
    expect(screen.getByRole('button', { name: 'Update Expense' })).toBeDisabled();
    expect(await screen.findByText('Expense records', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the account it is paid from and saves another one chosen', async () => {
    const { user, sent } = openSaving();
    const bank = await screen.findByRole('radio', { name: 'Al Salam Bank' }, LOAD_WAIT);
    expect(bank).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Petty Cash' }));
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));
    await findStatusSaying('Expense updated successfully!');
    expect(sent.at(-1)).toMatchObject({ id: 7, version: 3, paid_from_account_id: 28 });
  });

  it('deletes the expense at the version read after asking, and says so when someone changed it first', async () => {
    const sent: Record<string, unknown>[] = [];
    serve(
      () => jsonResponse(500, {}),
      STORED,
      (body) => {
        sent.push(body);
        return sent.length === 1
          ? jsonResponse(409, { success: false, message: EXPENSE_MESSAGES.stale, current: STORED })
          : jsonResponse(200, { success: true, message: EXPENSE_MESSAGES.deleted });
      },
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/expense-table', '/expense-edit/7']);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOAD_WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this expense?' });
    expect(dialog).toHaveTextContent('its entry in the books is reversed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete expense' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EXPENSE_MESSAGES.stale);
    await user.click(within(dialog).getByRole('button', { name: 'Delete expense' }));
    expect(await screen.findByText('Expense records', {}, LOAD_WAIT)).toBeInTheDocument();
    expect(sent).toEqual([
      { id: 7, version: 3 },
      { id: 7, version: 3 },
    ]);
  });

  it('keeps the user’s values on a stale save and reloads the stored expense only when asked', async () => {
    let stored = STORED;
    serve(() => jsonResponse(409, { success: false, message: EXPENSE_MESSAGES.stale, expense: stored }), STORED);
    const { user, description } = await saveMyEdit(['/expense-edit/7']);

    const banner = await screen.findByRole('alert', {}, LOAD_WAIT);
    expect(banner).toHaveTextContent(EXPENSE_MESSAGES.stale);
    expect(description).toHaveValue('My edit');

    stored = { ...STORED, description: 'Their edit', version: 4 };
    serve(() => jsonResponse(500, {}), stored);
    await user.click(within(banner).getByRole('button', { name: /Reload the saved expense/ }));
    expect(await screen.findByDisplayValue('Their edit', {}, LOAD_WAIT)).toBeInTheDocument();
  });

  it('on a stale save merges: their amount taken, the description both changed mine unless chosen; Keep mine saves over the newer version', async () => {
    const theirs = { ...STORED, description: 'Their edit', amount: 30, version: 4 };
    const sent = serveStaleOnce(theirs);
    const { user, description } = await saveMyEdit(['/expense-table', '/expense-edit/7']);

    const dialog = await screen.findByRole('dialog', { name: 'This expense was changed meanwhile' }, LOAD_WAIT);
    expect(within(dialog).getByText(EXPENSE_MESSAGES.stale)).toBeInTheDocument();
    expect(rowTextsOf('Changed by both', dialog)).toEqual([
      'FieldTheirsYoursKeep',
      'DescriptionTheir editMy editMineTheirs',
    ]);
    expect(rowTextsOf('Taken from theirs', dialog)).toEqual(['FieldWasNow', 'Amount25.50030.000']);

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(description).toHaveValue('My edit');
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));
    await findStatusSaying('Expense updated successfully!');
    expect(sent.at(-1)).toMatchObject({ version: 4, description: 'My edit', amount: 30 });
  });

  it('shows a locked period as the server says it, not as a stale edit', async () => {
    const locked = LOCK_MESSAGES.locked('2026-03-31');
    serve(() => jsonResponse(409, { success: false, message: locked }), STORED);
    await saveMyEdit(['/expense-edit/7']);
    const banner = await screen.findByRole('alert', {}, LOAD_WAIT);
    expect(banner).toHaveTextContent(locked);
    expect(within(banner).queryByRole('button', { name: /Reload the saved expense/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a stale save takes their VAT and keeps my edit; Keep mine saves both', async () => {
    const theirs = { ...WITH_VAT, version: 4 };
    const sent = serveStaleOnce(theirs);
    const { user } = await saveMyEdit(['/expense-table', '/expense-edit/7']);

    const dialog = await screen.findByRole('dialog', { name: 'This expense was changed meanwhile' }, LOAD_WAIT);
    // What was blank reads as a dash.
    expect(rowTextsOf('Taken from theirs', dialog)).toEqual([
      'FieldWasNow',
      'VATNone10 %',
      'Supplier VAT number—200012345600003',
      'Supplier invoice number—BAP-7781',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(screen.getByRole('combobox', { name: 'VAT' })).toHaveDisplayValue('10 %');
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));
    await findStatusSaying('Expense updated successfully!');
    expect(sent.at(-1)).toMatchObject({
      version: 4,
      description: 'My edit',
      vat_percentage: 10,
      supplier_vat_number: '200012345600003',
      supplier_invoice_number: 'BAP-7781',
    });
  });

  it('on a stale save Take theirs puts the stored values in the form', async () => {
    const theirs = { ...WITH_VAT, description: 'Their edit', version: 4 };
    serve(() => jsonResponse(409, { success: false, message: EXPENSE_MESSAGES.stale, current: theirs }));
    const { user, description } = await saveMyEdit(['/expense-edit/7']);

    const dialog = await screen.findByRole('dialog', { name: 'This expense was changed meanwhile' }, LOAD_WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(description).toHaveValue('Their edit');
    expect(screen.getByRole('combobox', { name: 'VAT' })).toHaveDisplayValue('10 %');
    expect(screen.getByRole('textbox', { name: /^Supplier invoice number/ })).toHaveValue('BAP-7781');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Expense not found" for an unknown id, with the way back to Expense Records', async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: 'Expense not found' }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/expense-edit/999']);
    expect(await screen.findByRole('alert', {}, LOAD_WAIT)).toHaveTextContent('Expense not found');
    await user.click(screen.getByRole('link', { name: 'Back to Expense Records' }));
    expect(await screen.findByText('Expense records')).toBeInTheDocument();
  });

  it('reads "Failed to load expense data" when the load fails otherwise', async () => {
    mockFetch(() => jsonResponse(403, { success: false, message: 'No access' }));
    renderRoutes(routes, ['/expense-edit/7']);
    expect(await screen.findByRole('alert', {}, LOAD_WAIT)).toHaveTextContent('Failed to load expense data');
  });

  it('falls back to "Failed to update expense" when the server gives no message', async () => {
    serve(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderRoutes(routes, ['/expense-edit/7']);
    await screen.findByRole('textbox', { name: /^Charge/ }, LOAD_WAIT);
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));
    expect(await screen.findByRole('alert', {}, LOAD_WAIT)).toHaveTextContent('Failed to update expense');
  });
});
