import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A word as poppler places it on the page, in points from the top left. */
export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

function withFile<T>(pdf: Buffer | Uint8Array, read: (file: string) => T): T {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetledger-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return read(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const clean = (text: string) => text.normalize('NFKC').replace(/[\u200e\u200f\u202a-\u202e]/g, '');

/** Each page's text as pdftotext reads it (logical order for Arabic), NFKC-normalised, without direction marks. */
export function pdfPageTexts(pdf: Buffer | Uint8Array): string[] {
  const text = withFile(pdf, (file) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 1e8 }));
  return clean(text).split('\f').slice(0, -1);
}

/** Each page of `pdftotext -bbox-layout`'s answer: its flows, blocks, lines and words with their boxes. */
function bboxLayoutPages(pdf: Buffer | Uint8Array): string[] {
  const xhtml = withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8', maxBuffer: 1e8 }),
  );
  return xhtml.split('<page ').slice(1);
}

/** Every page's words with their boxes (`pdftotext -bbox-layout`). */
export function pdfWordBoxes(pdf: Buffer | Uint8Array): WordBox[][] {
  return bboxLayoutPages(pdf).map((page) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      ([, xMin, yMin, xMax, yMax, text]) => ({
        text: text!,
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      }),
    ),
  );
}

/**
 * The pairs of words that are drawn over each other. Poppler's boxes run from the font's ascender to
 * its descender, so the lines of one paragraph touch; the middle half of each box is where its letters
 * are, and two words whose middles meet by more than half a point collide.
 */
export function collidingWords(page: readonly WordBox[]): [string, string][] {
  const middle = (word: WordBox) => {
    const quarter = (word.yMax - word.yMin) / 4;
    return { ...word, yMin: word.yMin + quarter, yMax: word.yMax - quarter };
  };
  const words = page.map(middle).sort((a, b) => a.xMin - b.xMin);
  const collisions: [string, string][] = [];
  for (let i = 0; i < words.length; i += 1) {
    const a = words[i]!;
    for (let j = i + 1; j < words.length && words[j]!.xMin < a.xMax - 0.5; j += 1) {
      const b = words[j]!;
      const across = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const down = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (across > 0.5 && down > 0.5) collisions.push([a.text, b.text]);
    }
  }
  return collisions;
}

/** Renders pages to PNG (pdftoppm) and answers the files, for a look by eye and a check that they render. */
export function renderPages(pdf: Buffer | Uint8Array, folder: string, name: string, pages: number[]): string[] {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return pages.map((page) => {
    const out = path.join(folder, `${name}-page-${page}`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', '-f', String(page), '-l', String(page), file, out]);
    return `${out}.png`;
  });
}

/** A line of words as poppler gathers them (`pdftotext -bbox-layout`): its box and its words' text. */
export interface LineBox extends WordBox {
  words: WordBox[];
}

const BOX = /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/;
const box = (attributes: string) => {
  const [, xMin, yMin, xMax, yMax] = BOX.exec(attributes)!;
  return { xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax) };
};

/** Every page's lines, in poppler's order, each with its words (Arabic in drawn order) joined by spaces. */
export function pdfLineBoxes(pdf: Buffer | Uint8Array): LineBox[][] {
  return bboxLayoutPages(pdf).map((page) =>
    [...page.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map(([, attributes, body]) => {
      const words = [...body!.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map(([, wordBox, text]) => ({
        ...box(wordBox!),
        text: clean(text!),
      }));
      return { ...box(attributes!), words, text: words.map((word) => word.text).join(' ') };
    }),
  );
}
