import { describe, expect, it } from 'vitest';
import { periodProblem } from './period-problem';

describe('periodProblem', () => {
  it('takes a right period and names the end that is wrong', () => {
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(periodProblem({ from: '2026-12-01', to: '2026-11-30' })).toEqual({
      end: 'from',
      message: 'From must not be after To',
    });
    expect(periodProblem({ from: '2026-11-01', to: '' })).toEqual({ end: 'to', message: 'To date is required' });
  });
});
