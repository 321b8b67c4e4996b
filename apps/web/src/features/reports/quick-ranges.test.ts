import { describe, expect, it } from 'vitest';
import { quickRange } from './quick-ranges';

describe('quickRange', () => {
  it('gives whole calendar periods around today', () => {
    expect(quickRange('this_month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickRange('last_month', '2026-01-14')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickRange('this_year', '2026-02-14')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(quickRange('last_12_months', '2026-02-14')).toEqual({ from: '2025-03-01', to: '2026-02-28' });
  });
});
