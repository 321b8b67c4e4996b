import { describe, expect, it } from 'vitest';
import type { RequestableJob } from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { filteredJobs, isSelectable, requestSummary, statusLabel } from './request-selection';

const job = (id: number, overrides: Partial<RequestableJob> = {}): RequestableJob => ({
  id,
  date: '2026-11-05',
  job: `J${id}`,
  customer: 'Gulf Traders',
  customer_id: 1,
  container: null,
  driver: null,
  charge: 40,
  extra_amount: 2.5,
  invoice_status: '',
  ...overrides,
});

describe('invoice request selection', () => {
  it('lets only open jobs be chosen, showing the others as Invoiced', () => {
    expect(
      ['', 'pending', 'requested', 'processing', 'finished'].map((s) =>
        isSelectable(job(1, { invoice_status: s as RequestableJob['invoice_status'] })),
      ),
    ).toEqual([true, true, false, false, false]);
    expect(statusLabel(job(1, { invoice_status: 'requested' }))).toBe('Invoiced');
  });

  it('filters by customer and pending-only, and sums what is chosen', () => {
    const jobs = [
      job(1),
      job(2, { invoice_status: 'finished' }),
      job(3, { customer_id: 2, customer: 'Bahrain Steel' }),
    ];
    expect(filteredJobs(jobs, { customerId: 1, pendingOnly: false }).map((j) => j.id)).toEqual([1, 2]);
    expect(filteredJobs(jobs, { customerId: null, pendingOnly: true }).map((j) => j.id)).toEqual([1, 3]);
    expect(requestSummary(jobs, new Set([1, 3]))).toEqual({ total: 3, selectable: 2, selected: 2, amountFils: 85_000 });
  });
});
