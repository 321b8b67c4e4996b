import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { DateField } from './date-field';

function Form({ initial, typingMonth }: { initial: string; typingMonth?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders>
      <DateField label="Date" value={value} onChange={setValue} typingMonth={typingMonth} />
      <output aria-label="Stored">{value}</output>
      <button type="button">Next</button>
    </AppProviders>
  );
}

describe('date field', () => {
  it('shows the stored date day first', () => {
    render(<Form initial="2026-11-05" />);
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('05/11/2026');
  });

  it('stores a date typed day first as YYYY-MM-DD and shows it back in the display format', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11-05" />);
    const box = screen.getByRole('textbox', { name: 'Date' });
    await user.clear(box);
    await user.type(box, '7.3.2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-03-07');
    expect(box).toHaveValue('07/03/2026');
  });

  it('fills in the month and year of the month given when only a day is typed', async () => {
    const user = userEvent.setup();
    render(<Form initial="" typingMonth="2026-02" />);
    const box = screen.getByRole('textbox', { name: 'Date' });
    await user.type(box, '14');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-02-14');
    expect(box).toHaveValue('14/02/2026');
  });

  it('keeps the last date when what was typed is not one, and shows that date again', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11-05" />);
    const box = screen.getByRole('textbox', { name: 'Date' });
    // Typed over the selected text, as a user does after double-clicking the box.
    await user.type(box, '31/04/2026', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(box).toHaveValue('05/11/2026');
    expect(screen.getByLabelText('Stored')).toHaveTextContent('2026-11-05');
  });

  it('an emptied box clears the date', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11-05" />);
    await user.clear(screen.getByRole('textbox', { name: 'Date' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Stored')).toBeEmptyDOMElement();
  });
});
