import { useEffect, useRef, type KeyboardEvent } from 'react';

/** Where a key in a keyboard grid leads: another cell, a new line, nowhere, or out of the grid. */
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

/** The grid's cells in order, line after line: the inputs of the cells the keys move through. */
/** A cell's box: an input, or a textarea where a long text grows (a journal line's description). */
const BOX = ':is(input:not([type="hidden"]), textarea)';

const cellsOf = (grid: HTMLElement | null) =>
  Array.from(grid?.querySelectorAll<HTMLInputElement>(`[data-cell] ${BOX}`) ?? []);

const firstCellOf = (grid: HTMLElement | null, line: number) =>
  grid?.querySelector<HTMLInputElement>(`[data-line="${line}"] [data-cell] ${BOX}`);

interface KeyboardGridOptions<L> {
  /** A line nothing was typed in: the grid's spare line. */
  isBlank: (line: L) => boolean;
  newLine: () => L;
  onChange: (lines: L[]) => void;
}

/**
 * The keys of a grid of lines whose rows carry `data-line={index}` and whose cells `data-cell`: Enter
 * or Tab to the next cell and on to the next line, Shift+Tab back, a new line when the last is left,
 * Ctrl+Delete to delete the line. An open list keeps Enter to pick from it; Tab still moves on.
 */
export function useKeyboardGrid<L>(lines: readonly L[], { isBlank, newLine, onChange }: KeyboardGridOptions<L>) {
  const grid = useRef<HTMLTableElement>(null);
  const focusLine = useRef<number | null>(null);

  useEffect(() => {
    if (focusLine.current === null) return;
    firstCellOf(grid.current, focusLine.current)?.focus();
    focusLine.current = null;
  }, [lines]);

  const deleteLine = (index: number) => {
    const rest = lines.filter((_, at) => at !== index);
    focusLine.current = Math.min(index, rest.length - 1);
    onChange(rest.length === 0 ? [newLine()] : rest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const line = Number(target.closest<HTMLElement>('[data-line]')?.dataset.line ?? -1);
    if (line < 0 || event.defaultPrevented) return;
    if (event.key === 'Delete' && event.ctrlKey) {
      event.preventDefault();
      deleteLine(line);
      return;
    }
    if (event.key !== 'Enter' && event.key !== 'Tab') return;
    if (event.key === 'Enter' && target.getAttribute('aria-expanded') === 'true') {
      event.preventDefault();
      return;
    }
    const cells = cellsOf(grid.current);
    const move = gridMove(
      event.key,
      event.shiftKey,
      cells.indexOf(target as HTMLInputElement),
      cells.length,
      isBlank(lines[lines.length - 1]!),
    );
    if (move.to === 'out') return;
    event.preventDefault();
    if (move.to === 'cell') cells[move.index]?.focus();
    if (move.to === 'new-line') {
      focusLine.current = lines.length;
      onChange([...lines, newLine()]);
    }
  };

  return { grid, onKeyDown, deleteLine };
}
