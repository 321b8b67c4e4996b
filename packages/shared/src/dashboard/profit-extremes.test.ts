import { describe, expect, it } from 'vitest';
import { profitExtremes } from './profit-extremes';

const ranked = (count: number) => Array.from({ length: count }, (_, i) => `T${i + 1}`);

describe('profitExtremes', () => {
  it('takes the three most profitable and the three least, worst first', () => {
    expect(profitExtremes(ranked(8))).toEqual({ top: ['T1', 'T2', 'T3'], bottom: ['T8', 'T7', 'T6'] });
    expect(profitExtremes(ranked(6))).toEqual({ top: ['T1', 'T2', 'T3'], bottom: ['T6', 'T5', 'T4'] });
  });

  it('splits fewer than six rows between the lists without repeating one', () => {
    expect(profitExtremes(ranked(5))).toEqual({ top: ['T1', 'T2', 'T3'], bottom: ['T5', 'T4'] });
    expect(profitExtremes(ranked(4))).toEqual({ top: ['T1', 'T2'], bottom: ['T4', 'T3'] });
    expect(profitExtremes(ranked(3))).toEqual({ top: ['T1', 'T2'], bottom: ['T3'] });
    expect(profitExtremes(ranked(1))).toEqual({ top: ['T1'], bottom: [] });
    expect(profitExtremes(ranked(0))).toEqual({ top: [], bottom: [] });
  });
});
