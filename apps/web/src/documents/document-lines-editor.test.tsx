import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MONEY_LIMIT_MESSAGES } from '@fleetledger/shared/money-limits';
import { AppProviders } from '../app/providers';
import { DocumentLinesEditor, type DocumentLinesEditorProps, type EditableLine } from './document-lines-editor';

function line(key: string, patch: Partial<EditableLine> = {}): EditableLine {
  return { key, description: '', quantity: '', unit: '', vatPercent: 0, ...patch };
}

function Editor({
  initial,
  ...rest
}: { initial: EditableLine[] } & Omit<DocumentLinesEditorProps<EditableLine>, 'lines' | 'onChange'>) {
  const [lines, setLines] = useState(initial);
  return (
    <AppProviders>
      <DocumentLinesEditor lines={lines} onChange={setLines} {...rest} />
    </AppProviders>
  );
}

/** Renders an editable editor holding the given lines. */
function renderLines(...initial: EditableLine[]) {
  return render(<Editor initial={initial} />);
}

/** The text of a line's cell under the given column header. */
function cell(lineNumber: number, header: string): string {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  const row = screen.getByRole('row', { name: `Line ${lineNumber}` });
  return within(row).getAllByRole('cell')[headers.indexOf(header)]?.textContent ?? '';
}

/** The Grand Total row's sums: vatable, VAT and total. */
function grandTotals(): string[] {
  const row = screen.getByRole('row', { name: /Grand Total/ });
  return within(row)
    .getAllByRole('cell')
    .slice(0, 3)
    .map((td) => td.textContent);
}

describe('document lines editor', () => {
  it('works out vatable, VAT (half away from zero) and total as the user types', async () => {
    const user = userEvent.setup();
    renderLines(line('a'));
    expect(cell(1, 'Total Amount')).toBe('—');
    await user.type(screen.getByRole('textbox', { name: 'Quantity, line 1' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Unit Amount (BD), line 1' }), '12.345');
    await user.selectOptions(screen.getByRole('combobox', { name: 'VAT %, line 1' }), '10 %');
    expect(cell(1, 'Vatable Amount')).toBe('37.035');
    expect(cell(1, 'VAT Amount')).toBe('3.704');
    expect(cell(1, 'Total Amount')).toBe('40.739');
    expect(grandTotals()).toEqual(['BD 37.035', 'BD 3.704', 'BD 40.739']);
  });

  it('shows — for a figure that is not one, and leaves that line out of the total', () => {
    renderLines(line('a', { quantity: '1', unit: '5' }), line('b', { quantity: '2', unit: '1.2345' }));
    expect(cell(2, 'Vatable Amount')).toBe('—');
    expect(cell(2, 'Total Amount')).toBe('—');
    expect(grandTotals()).toEqual(['BD 5.000', 'BD 0.000', 'BD 5.000']);
  });

  it('subtracts a discount line from the grand total', () => {
    renderLines(
      line('a', { quantity: '2', unit: '50', vatPercent: 10 }),
      line('d', { description: 'Discount', quantity: '1', unit: '10', sign: -1 }),
    );
    expect(cell(2, 'Total Amount')).toBe('-10.000');
    // 100 + 10 VAT, less the 10 discount.
    expect(grandTotals()).toEqual(['BD 90.000', 'BD 10.000', 'BD 100.000']);
  });

  it('takes an amount only on a discount: no quantity, no VAT, said as such, and subtracts it', async () => {
    const user = userEvent.setup();
    renderLines(
      line('a', { quantity: '1', unit: '100', vatPercent: 10 }),
      line('d', { description: 'Discount', quantity: '1', vatPercent: 0, sign: -1, amountOnly: true }),
    );
    const discount = screen.getByRole('row', { name: 'Line 2' });
    expect(within(discount).queryByRole('textbox', { name: 'Quantity, line 2' })).toBeNull();
    expect(within(discount).queryByRole('combobox')).toBeNull();
    expect(discount).toHaveTextContent('No VAT on line 2: a discount is an amount only');
    expect(discount).toHaveTextContent('No quantity on line 2: a discount is an amount only');
    await user.type(within(discount).getByRole('textbox', { name: 'Unit Amount (BD), line 2' }), '10');
    expect(cell(2, 'VAT Amount')).toBe('0.000');
    expect(cell(2, 'Total Amount')).toBe('-10.000');
    expect(grandTotals()).toEqual(['BD 90.000', 'BD 10.000', 'BD 100.000']);
  });

  it('shows a locked line (made from jobs) whole, with nothing to type into, beside an editable one', () => {
    renderLines(
      line('j', { description: 'Jobs 4, 7', quantity: '2', unit: '40', locked: true }),
      line('m', { description: 'Handling', quantity: '1', unit: '5' }),
    );
    const locked = screen.getByRole('row', { name: 'Line 1' });
    expect(within(locked).queryAllByRole('textbox')).toEqual([]);
    expect(within(locked).queryByRole('combobox')).toBeNull();
    expect(locked).toHaveTextContent('Jobs 4, 7');
    expect(cell(1, 'Total Amount')).toBe('80.000');
    expect(screen.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('1');
  });

  it('shows the server messages under their fields', () => {
    render(
      <Editor
        initial={[line('a'), line('b')]}
        errors={{
          'items.1.description': 'Description of item 2 is required',
          'items.1.qty': 'Quantity of item 2 is required',
          'items.1.amount': 'Amount of item 2 is required',
          'items.1.vat_percentage': 'VAT of item 2 must be 0 or 10',
        }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Description, line 2' })).toHaveAccessibleDescription(
      'Description of item 2 is required',
    );
    expect(screen.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveAccessibleDescription(
      'Quantity of item 2 is required',
    );
    expect(screen.getByRole('textbox', { name: 'Unit Amount (BD), line 2' })).toHaveAccessibleDescription(
      'Amount of item 2 is required',
    );
    expect(screen.getByRole('combobox', { name: 'VAT %, line 2' })).toHaveAccessibleDescription(
      'VAT of item 2 must be 0 or 10',
    );
    expect(screen.getByRole('textbox', { name: 'Quantity, line 1' })).not.toHaveAccessibleDescription();
  });

  it('warns of the money limits as the user types: a line, an amount, and the lines together', async () => {
    const user = userEvent.setup();
    renderLines(line('a', { quantity: '1', unit: '9090909.09', vatPercent: 10 }), line('b', { quantity: '1' }));
    const unit = (n: number) => screen.getByRole('textbox', { name: `Unit Amount (BD), line ${n}` });
    expect(unit(1)).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(unit(1), '1');
    expect(unit(1)).toHaveAccessibleDescription(MONEY_LIMIT_MESSAGES.line(1));
    await user.clear(unit(1));
    await user.type(unit(1), '9000000');
    await user.type(unit(2), '10000000');
    expect(unit(2)).toHaveAccessibleDescription(MONEY_LIMIT_MESSAGES.itemAmount(2));
    await user.clear(unit(2));
    await user.type(unit(2), '1000000');
    expect(screen.getByRole('alert')).toHaveTextContent(MONEY_LIMIT_MESSAGES.document('the document'));
  });

  it('shows figures without inputs when read-only', () => {
    const onRemove = vi.fn();
    render(
      <Editor
        initial={[line('a', { description: 'Haulage', quantity: '3', unit: '12.345', vatPercent: 10 })]}
        readOnly
        onRemove={onRemove}
      />,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
    expect(cell(1, 'Description')).toBe('Haulage');
    expect(cell(1, 'Unit Amount (BD)')).toBe('12.345');
    expect(cell(1, 'VAT %')).toBe('10 %');
    expect(cell(1, 'Total Amount')).toBe('40.739');
  });

  it('renders the account slot first and offers removal of each line', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(
      <Editor
        initial={[line('a'), line('b')]}
        renderAccount={(_line, index) => <span>Account of line {index + 1}</span>}
        onRemove={onRemove}
      />,
    );
    const row = screen.getByRole('row', { name: 'Line 2' });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Account of line 2');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });
});
