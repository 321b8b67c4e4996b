import type { MantineColor } from '@mantine/core';
import type { ReportId } from '@fleetledger/shared/reports/reports.contract';
import type { FigureCell } from '../../../lib/table-workbook';

/**
 * What every report becomes before it is shown, printed or exported: one model, so the table on
 * screen and the Excel file can never disagree. Money is integer fils here; counts are whole numbers.
 */
export type ReportCell =
  | FigureCell
  /** A fraction (0.25 = 25 %). */
  | { kind: 'percent'; fraction: number }
  /** A tier or level: the label says it, the colour only repeats it. */
  | { kind: 'badge'; label: string; colour: MantineColor };

export interface ReportColumn {
  header: string;
  align: 'left' | 'right';
  /** Spreadsheet column width in characters. */
  width: number;
}

/** 'group' rows head a block (one cell, across the table); 'subtotal' rows close it. */
export type ReportRowRole = 'data' | 'group' | 'subtotal';

export interface ReportRow {
  key: string;
  role: ReportRowRole;
  cells: ReportCell[];
}

export interface ReportSection {
  key: string;
  title: string;
  /** One line under the title, e.g. the count and total of an invoice list. */
  note?: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The closing row, null when a total means nothing. */
  totals: ReportRow | null;
  emptyMessage: string;
}

export interface SummaryFigure {
  label: string;
  value: ReportCell;
  hint?: string;
}

export interface ChartBar {
  label: string;
  value: number;
  /** Follows the report's tier or level rule, so the chart and the badges agree. */
  colour: MantineColor;
}

export interface ChartSeries {
  name: string;
  colour: MantineColor;
}

export type ReportChart =
  /** Horizontal bars, one per row; money bars are in BD. */
  | {
      kind: 'bars';
      title: string;
      unit: 'jobs' | 'money';
      bars: ChartBar[];
      /** Said under the chart when only the top bars are drawn. */
      note?: string;
    }
  /** One stacked bar per month, one series per driver. */
  | {
      kind: 'stacked';
      title: string;
      points: Record<string, string | number>[];
      categoryKey: string;
      series: ChartSeries[];
    }
  | { kind: 'none' };

export interface ReportPeriod {
  from: string;
  to: string;
}

export interface ReportView {
  id: ReportId;
  title: string;
  period: ReportPeriod;
  summary: SummaryFigure[];
  chart: ReportChart;
  sections: ReportSection[];
  /** Set when there is nothing to show: the screen says this instead of empty tables. */
  empty?: { title: string; hint: string };
}

export const text = (value: string): ReportCell => ({ kind: 'text', text: value });
export const count = (value: number): ReportCell => ({ kind: 'count', value });
export const money = (fils: number): ReportCell => ({ kind: 'money', fils });
export const percent = (fraction: number): ReportCell => ({ kind: 'percent', fraction });
export const date = (value: string): ReportCell => ({ kind: 'date', date: value });
export const EMPTY: ReportCell = { kind: 'empty' };

export const column = (header: string, align: 'left' | 'right' = 'left', width = 16): ReportColumn => ({
  header,
  align,
  width,
});

export function dataRow(key: string | number, cells: ReportCell[]): ReportRow {
  return { key: String(key), role: 'data', cells };
}

export function subtotalRow(key: string, cells: ReportCell[]): ReportRow {
  return { key, role: 'subtotal', cells };
}

export function groupRow(key: string, title: string): ReportRow {
  return { key, role: 'group', cells: [text(title)] };
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
