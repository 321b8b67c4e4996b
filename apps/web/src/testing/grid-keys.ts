import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A blank last line of a lines grid is not left for another: Enter in its last cell stays there, and Tab
 * leaves the grid without adding line `lines + 1`.
 */
export async function expectBlankLastLineKept(user: UserEvent, lastCell: () => HTMLElement, lines: number) {
  await user.click(lastCell());
  await user.keyboard('{Enter}');
  expect(lastCell()).toHaveFocus();
  await user.keyboard('{Tab}');
  expect(screen.queryByRole('textbox', { name: `Account, line ${lines + 1}` })).toBeNull();
}
