import type { Doc } from './pdf-document';
import { PAGE, WIDTH } from './pdf-table';
import { drawLine } from './pdf-text';

/** A document's name across the page: English at the left margin, Arabic at the right. */
export function documentTitle(doc: Doc, english: string, arabic: string, top: number): void {
  drawLine(doc, english, PAGE.left, top, { width: WIDTH, size: 18, bold: true });
  drawLine(doc, arabic, PAGE.left, top + 2, { width: WIDTH, size: 14, bold: true, align: 'right' });
}

/** The document's own facts (its number, date, status…) as label and value on the right half; answers the y below them. */
export function documentFacts(doc: Doc, facts: readonly (readonly [string, string])[], top: number): number {
  let y = top;
  for (const [label, value] of facts) {
    drawLine(doc, label, PAGE.left + 330, y, { width: 80, size: 9, bold: true });
    drawLine(doc, value, PAGE.left + 410, y, { width: WIDTH - 410, size: 9 });
    y += 13;
  }
  return y;
}

/** Who the document is for or from, under its label at the left margin; answers the y below the name. */
export function documentParty(doc: Doc, label: string, name: string, top: number): number {
  drawLine(doc, label, PAGE.left, top, { width: 300, size: 9, bold: true });
  drawLine(doc, name, PAGE.left, top + 13, { width: 300, size: 10, bold: true, align: 'left' });
  return top + 28;
}
