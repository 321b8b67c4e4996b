import { describe, expect, it } from 'vitest';
import { invoiceNumberText, jobLineGroups } from './invoice-job-lines';

describe('job lines of an invoice', () => {
  it('puts jobs of equal total on one line, in the order their first job comes', () => {
    const jobs = [
      { id: 1, totalFils: 40_000 },
      { id: 2, totalFils: 55_500 },
      { id: 3, totalFils: 40_000 },
      { id: 4, totalFils: 40_000 },
    ];
    expect(jobLineGroups(jobs).map((g) => [g.unitFils, g.jobs.map((j) => j.id)])).toEqual([
      [40_000, [1, 3, 4]],
      [55_500, [2]],
    ]);
  });

  it('keeps amounts one fil apart on separate lines, and makes no line of no jobs', () => {
    expect(
      jobLineGroups([
        { id: 1, totalFils: 40_000 },
        { id: 2, totalFils: 40_001 },
      ]),
    ).toHaveLength(2);
    expect(jobLineGroups([])).toEqual([]);
  });

  it('prints the number with its prefix', () => {
    expect(invoiceNumberText(1024)).toBe('INV-ARG-1024');
  });
});
