import { cellText } from '../components/report-cell';
import type { ReportRow, ReportSection } from '../model/report-view';

/** A section as the words of its cells, row by row, the way the table shows them. */
export function sectionText(section: ReportSection | undefined): string[][] {
  return (section?.rows ?? []).map((row) => row.cells.map(cellText));
}

export function rowText(row: ReportRow | null | undefined): string[] {
  return (row?.cells ?? []).map(cellText);
}
