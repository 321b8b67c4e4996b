/** Where a key in the journal grid leads: another cell, a new line, nowhere, or out of the grid. */
export type GridMove = { to: 'cell'; index: number } | { to: 'new-line' } | { to: 'stay' } | { to: 'out' };

/**
 * Enter and Tab go to the next cell, across the line and on to the next; Shift+Tab goes back. Leaving
 * the last cell of a line that holds anything adds a new line; Tab out of a blank last line leaves the
 * grid for the buttons after it, while Enter there stays put (it never sends the form).
 */
export function gridMove(
  key: 'Enter' | 'Tab',
  backward: boolean,
  at: number,
  cellCount: number,
  lastLineBlank: boolean,
): GridMove {
  if (backward) return at > 0 ? { to: 'cell', index: at - 1 } : { to: 'out' };
  if (at < cellCount - 1) return { to: 'cell', index: at + 1 };
  if (!lastLineBlank) return { to: 'new-line' };
  return key === 'Tab' ? { to: 'out' } : { to: 'stay' };
}
