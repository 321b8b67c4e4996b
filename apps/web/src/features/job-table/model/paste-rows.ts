import { isIsoDate } from '@fleetledger/shared/dates';
import { DATA_COLUMNS, isMoneyColumn, type DataColumn } from './grid-columns';
import { applyEdit, type Lookups } from './grid-row';
import { parseMoneyFils } from './money-entry';
import { emptyDraft, type RowDraft } from './row-draft';

/**
 * Tab-separated text as Excel and Google Sheets put it on the clipboard: rows end with a newline, a
 * cell holding tabs, newlines or quotes is quoted with doubled quotes inside.
 */
export function parseClipboardTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

const TAXI_YES = new Set(['yes', 'y', 'true', '1', 'taxi', 'x']);

export interface PastedRow {
  draft: RowDraft;
  /** Cells whose text matched no record or is not a date or amount. */
  unmatched: DataColumn[];
}

/**
 * Pasted lines as new rows: cells fill the row's columns from `startColumn` rightwards, with the
 * same rules as typing (a driver brings their truck; names are matched case-insensitively).
 */
export function pastedRows(
  table: readonly (readonly string[])[],
  startColumn: DataColumn,
  lookups: Lookups,
  month: string,
  newRowDate: string,
): PastedRow[] {
  const start = DATA_COLUMNS.indexOf(startColumn);
  return table.map((cells) => {
    let draft = emptyDraft(newRowDate);
    const filled: DataColumn[] = [];
    cells.forEach((value, offset) => {
      const column = DATA_COLUMNS[start + offset];
      const text = value.trim();
      // An empty cell keeps what an earlier cell filled in, e.g. the driver's truck.
      if (column === undefined || text === '') return;
      draft =
        column === 'taxi'
          ? applyEdit(draft, column, { kind: 'toggle', on: TAXI_YES.has(text.toLowerCase()) }, lookups, month)
          : applyEdit(draft, column, { kind: 'text', text }, lookups, month);
      filled.push(column);
    });
    return { draft, unmatched: filled.filter((column) => !understood(draft, column)) };
  });
}

function understood(draft: RowDraft, column: DataColumn): boolean {
  if (column === 'customer') return draft.customer_id !== null;
  if (column === 'driver') return draft.taxi || draft.driver_id !== null;
  if (column === 'truck') return draft.taxi || draft.truck_id !== null;
  if (column === 'date') return isIsoDate(draft.date);
  if (isMoneyColumn(column)) return draft[column] === '' || parseMoneyFils(draft[column]) !== null;
  return true;
}
