import { describe, expect, it } from 'vitest';
import { collidingWords, type WordBox } from './pdf-layout';

const word = (text: string, xMin: number, yMin: number, xMax: number, yMax: number): WordBox => ({
  text,
  xMin,
  yMin,
  xMax,
  yMax,
});

describe('collidingWords', () => {
  it('finds a word drawn over another on the same line', () => {
    const page = [word('Holdings', 100, 100, 160, 112), word('Date', 150, 100, 175, 112)];
    expect(collidingWords(page)).toEqual([['Holdings', 'Date']]);
  });

  it('lets words side by side and the lines of one paragraph touch', () => {
    const page = [
      word('Total', 100, 100, 130, 116),
      word('due', 130.2, 100, 150, 116),
      // The next line: its box reaches into this one's descender, as Amiri's tall boxes do.
      word('Amount', 100, 110, 140, 126),
    ];
    expect(collidingWords(page)).toEqual([]);
  });

  it('finds a wrapped line running into the row below', () => {
    const page = [word('long', 100, 100, 130, 112), word('40.000', 110, 103, 140, 115)];
    expect(collidingWords(page)).toHaveLength(1);
  });
});
