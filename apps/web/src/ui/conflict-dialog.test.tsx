import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { ConflictDialog, type ConflictMerge } from './conflict-dialog';

const DIESEL = 'ديزل · 1 × 40.000 · 0 %';

function showMerge(merge: Partial<ConflictMerge>) {
  const onChoose = vi.fn();
  render(
    <AppProviders>
      <ConflictDialog
        opened
        title="This invoice was changed meanwhile"
        message="Compare and choose."
        merge={{ conflicts: [], taken: [], choices: {}, onChoose, ...merge }}
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
        onClose={() => {}}
      />
    </AppProviders>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'This invoice was changed meanwhile' }), onChoose };
}

/** Each isolate in the cell, by its text. */
const isolates = (cell: HTMLElement) => Array.from(cell.querySelectorAll('bdi')).map((bdi) => bdi.textContent);

describe('the conflict dialog', () => {
  it('sets each part of a value in its own isolate, so Arabic keeps the figures beside it in order', () => {
    const { dialog } = showMerge({
      conflicts: [{ key: 'items.2', field: 'Line 2', mine: '(removed)', theirs: DIESEL }],
      taken: [{ key: 'items.1.description', field: 'Line 1 · Description', mine: 'Diesel', theirs: 'ديزل 40.000 × 1' }],
    });
    const [, conflict] = within(within(dialog).getByRole('table', { name: 'Changed by both' })).getAllByRole('row');
    const [, theirs, mine] = within(conflict!).getAllByRole('cell');
    expect(isolates(theirs!)).toEqual(['ديزل', '1 × 40.000', '0 %']);
    expect(theirs!.firstElementChild).toHaveAttribute('dir', 'ltr');
    expect(theirs).toHaveTextContent(DIESEL);
    expect(isolates(mine!)).toEqual(['(removed)']);

    const [, taken] = within(within(dialog).getByRole('table', { name: 'Taken from theirs' })).getAllByRole('row');
    const [field, was, now] = within(taken!).getAllByRole('cell');
    expect(field).toHaveTextContent('Line 1 · Description');
    expect(isolates(was!)).toEqual(['Diesel']);
    expect(isolates(now!)).toEqual(['ديزل 40.000 × 1']);
  });

  it('offers mine or theirs for each field both changed, mine until told otherwise', async () => {
    const { dialog, onChoose } = showMerge({
      conflicts: [
        { key: 'items.1.unit', field: 'Line 1 · Unit Amount', mine: '11.000', theirs: '13.000' },
        { key: 'narration', field: 'Narration', mine: 'Mine', theirs: 'Theirs' },
      ],
      choices: { narration: 'theirs' },
    });
    const unit = within(dialog).getByRole('radiogroup', { name: 'Keep for Line 1 · Unit Amount' });
    expect(within(unit).getByRole('radio', { name: 'Mine' })).toBeChecked();
    const narration = within(dialog).getByRole('radiogroup', { name: 'Keep for Narration' });
    expect(within(narration).getByRole('radio', { name: 'Theirs' })).toBeChecked();
    await userEvent.click(within(unit).getByRole('radio', { name: 'Theirs' }));
    expect(onChoose).toHaveBeenCalledWith('items.1.unit', 'theirs');
  });

  it('says so when none of their changes touch mine', () => {
    const { dialog } = showMerge({});
    expect(within(dialog).getByText(/None of their changes touch yours/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});
