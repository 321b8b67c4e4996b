import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { apiRequest, onServerChange } from './api-client';

const answer = { safeParse: (input: unknown) => ({ success: true as const, data: input }) };

describe('hearing what changed on the server', () => {
  it('tells its listeners of every write that succeeded, and of no read or refusal', async () => {
    mockFetch((path) =>
      path.includes('refused')
        ? jsonResponse(409, { success: false, message: 'Stale' })
        : jsonResponse(200, { success: true }),
    );
    const heard = vi.fn();
    const stop = onServerChange(heard);

    await apiRequest({ path: 'vouchers/invoice_list', schema: answer });
    await apiRequest({ path: 'vouchers/receipt_details', method: 'POST', body: {}, schema: answer, reads: true });
    await expect(apiRequest({ path: 'refused', method: 'POST', body: {}, schema: answer })).rejects.toThrow('Stale');
    expect(heard).not.toHaveBeenCalled();

    await apiRequest({ path: 'vouchers/invoice_status_update', method: 'POST', body: {}, schema: answer });
    expect(heard).toHaveBeenCalledTimes(1);

    stop();
    await apiRequest({ path: 'vouchers/invoice_update', method: 'POST', body: {}, schema: answer });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
