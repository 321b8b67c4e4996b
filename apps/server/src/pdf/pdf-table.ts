import type PDFDocument from 'pdfkit';
import { drawLine, type TextBox } from './pdf-text';

type Doc = InstanceType<typeof PDFDocument>;

/** The A4 page's writing area, in points. */
export const PAGE = { left: 40, right: 555, top: 40, bottom: 800 };
export const WIDTH = PAGE.right - PAGE.left;
export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table row: each cell's text in its column; returns the row's bottom. */
function row(doc: Doc, columns: readonly Column[], cells: readonly string[], y: number, box: Omit<TextBox, 'width'>) {
  let x = PAGE.left;
  columns.forEach((column, index) => {
    drawLine(doc, cells[index] ?? '', x + 2, y, { ...box, width: column.width - 4, align: column.align ?? 'left' });
    x += column.width;
  });
  return y + box.size * 1.6;
}

function rule(doc: Doc, y: number) {
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

/** Rows that run past the page continue on the next one under the repeated header. */
export function table(doc: Doc, columns: readonly Column[], rows: readonly string[][], top: number): number {
  const header = (y: number) => {
    const bottom = row(
      doc,
      columns,
      columns.map((c) => c.title),
      y,
      { size: 8, bold: true },
    );
    rule(doc, bottom - 3);
    return bottom;
  };
  let y = header(top);
  for (const cells of rows) {
    if (y > PAGE.bottom - 20) {
      doc.addPage();
      y = header(PAGE.top);
    }
    y = row(doc, columns, cells, y, { size: 8.5 });
  }
  rule(doc, y - 3);
  return y;
}
