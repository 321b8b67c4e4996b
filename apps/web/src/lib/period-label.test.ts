import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

describe('periodLabel', () => {
  it('shows the dates day first, one date when the period is one day', () => {
    expect(periodLabel({ from: '2026-11-01', to: '2026-11-30' })).toBe('01/11/2026 – 30/11/2026');
    expect(periodLabel({ from: '2026-11-05', to: '2026-11-05' })).toBe('05/11/2026');
  });
});
