import { describe, expect, it } from 'vitest';
import { clampZoom, readMonth, readScroll, readZoom, writeMonth, writeScroll, writeZoom } from './grid-storage';

describe('remembered settings', () => {
  it('keeps zoom between 50 and 150 percent in steps of 10', () => {
    expect([clampZoom(40), clampZoom(87), clampZoom(160), clampZoom(Number.NaN)]).toEqual([50, 90, 150, 100]);
    expect(readZoom()).toBe(100);
    writeZoom(120);
    expect(readZoom()).toBe(120);
  });

  it('remembers the month, ignoring anything that is not one', () => {
    expect(readMonth()).toBeNull();
    writeMonth('2019-04');
    expect(readMonth()).toBe('2019-04');
  });

  it('restores the scroll offset only for the month it was taken in', () => {
    writeScroll('2019-04', 1234.6);
    expect(readScroll('2019-04')).toBe(1235);
    expect(readScroll('2019-05')).toBe(0);
  });
});
