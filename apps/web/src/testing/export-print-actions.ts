import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The page offers what it shows as an Excel file and on paper. */
export function expectExportAndPrint() {
  expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
}
