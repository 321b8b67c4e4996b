import { screen, within } from '@testing-library/react';

/** Each row of the table as its text, the header row first: the table as a reader goes down it. */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

/** The rows' texts of the table named `name`, on the page or within `scope`. */
export const rowTextsOf = (name: string, scope?: HTMLElement) =>
  rowTexts((scope === undefined ? screen : within(scope)).getByRole('table', { name }));

/** The table's column headers, in order. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** A table view's column headers, in order: what its table and its workbook head each column with. */
export const viewHeaders = (view: { columns: readonly { header: string }[] } | undefined) =>
  view?.columns.map((column) => column.header);
