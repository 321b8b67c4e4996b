import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { DateField } from './date-field';

interface FormProps {
  initial: string;
  typingMonth?: string;
}

function Form({ initial, typingMonth }: FormProps) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders>
      <DateField label="Date" value={value} onChange={setValue} typingMonth={typingMonth} />
      <output aria-label="Stored">{value}</output>
      <button type="button">Next</button>
    </AppProviders>
  );
}

/** Renders the field, lets the user change the box, then moves on to the next control as a user tabbing away. */
async function enterAndLeave(form: FormProps, enter: (user: UserEvent, box: HTMLElement) => Promise<void>) {
  const user = userEvent.setup();
  render(<Form {...form} />);
  const box = screen.getByRole('textbox', { name: 'Date' });
  await enter(user, box);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return { box, stored: screen.getByLabelText('Stored') };
}

describe('date field', () => {
  it('shows the stored date day first', () => {
    render(<Form initial="2026-11-05" />);
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('05/11/2026');
  });

  it('stores a date typed day first as YYYY-MM-DD and shows it back in the display format', async () => {
    const { box, stored } = await enterAndLeave({ initial: '2026-11-05' }, async (user, box) => {
      await user.clear(box);
      await user.type(box, '7.3.2026');
    });
    expect(stored).toHaveTextContent('2026-03-07');
    expect(box).toHaveValue('07/03/2026');
  });

  it('fills in the month and year of the month given when only a day is typed', async () => {
    const { box, stored } = await enterAndLeave({ initial: '', typingMonth: '2026-02' }, (user, box) =>
      user.type(box, '14'),
    );
    expect(stored).toHaveTextContent('2026-02-14');
    expect(box).toHaveValue('14/02/2026');
  });

  it('keeps the last date when what was typed is not one, and shows that date again', async () => {
    const { box, stored } = await enterAndLeave({ initial: '2026-11-05' }, (user, box) =>
      // Typed over the selected text, as a user does after double-clicking the box.
      user.type(box, '31/04/2026', { initialSelectionStart: 0, initialSelectionEnd: 10 }),
    );
    expect(box).toHaveValue('05/11/2026');
    expect(stored).toHaveTextContent('2026-11-05');
  });

  it('an emptied box clears the date', async () => {
    const { stored } = await enterAndLeave({ initial: '2026-11-05' }, (user, box) => user.clear(box));
    expect(stored).toBeEmptyDOMElement();
  });
});
