import fs from 'node:fs';
import type PDFDocument from 'pdfkit';
import { hasArabic, visualWords } from './bidi-words';
import { PDF_FONTS } from './pdf-fonts';
import { woffToSfnt } from './woff-font';

type Doc = InstanceType<typeof PDFDocument>;

export interface TextBox {
  width: number;
  size: number;
  bold?: boolean;
  /** 'start' follows the text's own direction: an Arabic line starts at the right. */
  align?: 'left' | 'right' | 'start';
}

/** The font files, read and unwrapped once: every PDF embeds the parts of them it uses. */
const FONT_DATA = Object.entries(PDF_FONTS).map(([name, file]) => [name, woffToSfnt(fs.readFileSync(file))] as const);

export function registerPdfFonts(doc: Doc): void {
  for (const [name, data] of FONT_DATA) doc.registerFont(name, data);
}

function useFont(doc: Doc, arabic: boolean, box: TextBox): Doc {
  const name = arabic ? (box.bold === true ? 'arabicBold' : 'arabic') : box.bold === true ? 'latinBold' : 'latin';
  return doc.font(name).fontSize(box.size);
}

function widthOf(doc: Doc, text: string, box: TextBox): number {
  return useFont(doc, hasArabic(text), box).widthOfString(text);
}

/** One line of text, Arabic joined and right to left, mixed with Latin words and figures in bidi order. */
export function drawLine(doc: Doc, text: string, x: number, y: number, box: TextBox): void {
  if (!hasArabic(text)) {
    // Placed by hand: pdfkit's own alignment runs its line wrapper, the slowest part of a long table.
    const font = useFont(doc, false, box);
    const at = box.align === 'right' ? x + box.width - font.widthOfString(text) : x;
    font.text(text, at, y, { lineBreak: false });
    return;
  }
  const { words, rightToLeft } = visualWords(text);
  const space = useFont(doc, false, box).widthOfString(' ');
  const widths = words.map((word) => widthOf(doc, word.text, box));
  const total = widths.reduce((sum, w) => sum + w, 0) + space * Math.max(0, words.length - 1);
  const alignRight = box.align === 'right' || (box.align !== 'left' && rightToLeft);
  let at = alignRight ? x + box.width - total : x;
  words.forEach((word, index) => {
    useFont(doc, word.arabic, box).text(word.text, at, y, { lineBreak: false });
    at += widths[index]! + space;
  });
}

/** Text wrapped to the box's width, line by line in logical order, each line drawn in bidi order. */
export function drawParagraph(doc: Doc, text: string, x: number, y: number, box: TextBox): number {
  const lineHeight = box.size * 1.4;
  const space = useFont(doc, false, box).widthOfString(' ');
  let line = '';
  let lineWidth = 0;
  let top = y;
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const width = widthOf(doc, word, box);
    if (line !== '' && lineWidth + space + width > box.width) {
      drawLine(doc, line, x, top, box);
      top += lineHeight;
      line = '';
      lineWidth = 0;
    }
    line = line === '' ? word : `${line} ${word}`;
    lineWidth += (lineWidth === 0 ? 0 : space) + width;
  }
  if (line !== '') {
    drawLine(doc, line, x, top, box);
    top += lineHeight;
  }
  return top;
}
