import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export interface VisualWord {
  text: string;
  /** Arabic script: drawn with the Arabic font, whose shaping joins its letters and lays them right to left. */
  arabic: boolean;
}

export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

/**
 * One line's words in the order they are drawn, left to right. The Unicode bidi algorithm (bidi-js)
 * gives every character its embedding level; a word takes the level of its first character, and the
 * words are reordered by rule L2 (reverse every run at or above each odd level, highest first). Letters
 * inside an Arabic word stay in logical order: the font's shaping lays them out right to left.
 */
export function visualWords(line: string): { words: VisualWord[]; rightToLeft: boolean } {
  const levels = bidi.getEmbeddingLevels(line);
  const rightToLeft = levels.paragraphs[0]?.level === 1;
  const words: (VisualWord & { level: number })[] = [];
  let start = 0;
  for (const text of line.split(' ')) {
    if (text !== '') words.push({ text, arabic: hasArabic(text), level: levels.levels[start] ?? 0 });
    start += text.length + 1;
  }
  const highest = Math.max(0, ...words.map((word) => word.level));
  const lowestOdd = Math.min(...words.map((word) => word.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < words.length;) {
      if (words[i]!.level < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < words.length && words[j]!.level >= level) j += 1;
      words.splice(i, j - i, ...words.slice(i, j).reverse());
      i = j;
    }
  }
  return { words: words.map(({ text, arabic }) => ({ text, arabic })), rightToLeft };
}
