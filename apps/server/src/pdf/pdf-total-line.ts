import type { Doc } from './pdf-document';
import { PAGE } from './pdf-table';
import { drawLine } from './pdf-text';

/** A total under the table: its label and the amount, both ending at the amount column's right edge. */
export function totalLine(doc: Doc, label: string, amount: string, y: number): void {
  drawLine(doc, label, PAGE.left + 235, y, { width: 200, size: 10.5, bold: true, align: 'right' });
  drawLine(doc, amount, PAGE.left + 435, y, { width: 80, size: 10.5, bold: true, align: 'right' });
}
