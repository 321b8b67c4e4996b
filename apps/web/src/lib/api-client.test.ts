import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { apiRequest, apiRevalidate, onServerChange } from './api-client';

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

describe('revalidating a kept answer', () => {
  it('names the kept ETag, gives the kept answer back on 304, and a new one with its ETag otherwise', async () => {
    let month = { success: true, rows: [1] };
    let etag = 'W/"2026-11.7.3.2026"';
    const fetchMock = mockFetch((_path, init) => {
      const held = new Headers(init?.headers).get('If-None-Match');
      if (held === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
      return new Response(JSON.stringify(month), { status: 200, headers: { ETag: etag } });
    });
    const request = { path: 'job_data.php', method: 'POST' as const, body: {}, schema: answer, reads: true };

    const read = await apiRevalidate(request, undefined);
    expect(read).toEqual({ etag, value: month });
    const first = { etag: read.etag!, value: read.value };
    const unchanged = await apiRevalidate(request, first);
    expect(unchanged).toBe(first);
    expect(unchanged.value).toBe(read.value);
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('If-None-Match')).toBe(etag);

    month = { success: true, rows: [1, 2] };
    etag = 'W/"2026-11.9.3.2026"';
    const changed = await apiRevalidate(request, first);
    expect(changed).toEqual({ etag, value: { success: true, rows: [1, 2] } });
  });

  it('asks for the changes to what it holds, applies a 226 to it, and takes a whole answer when sent one', async () => {
    const fetchMock = mockFetch((_path, init) => {
      const headers = new Headers(init?.headers);
      if (headers.get('If-None-Match') === 'W/"old"' && headers.get('A-IM') === 'rows')
        return new Response(JSON.stringify({ added: [3] }), { status: 226, headers: { ETag: 'W/"new"', IM: 'rows' } });
      return new Response(JSON.stringify({ rows: [9] }), { status: 200, headers: { ETag: 'W/"whole"' } });
    });
    const request = { path: 'job_data.php', method: 'POST' as const, body: {}, schema: answer, reads: true };
    const changes = {
      form: 'rows',
      schema: answer as { safeParse: (input: unknown) => { success: true; data: { added: number[] } } },
      apply: (held: unknown, sent: { added: number[] }) => ({
        rows: [...(held as { rows: number[] }).rows, ...sent.added],
      }),
    };
    expect(await apiRevalidate(request, { etag: 'W/"old"', value: { rows: [1, 2] } }, changes)).toEqual({
      etag: 'W/"new"',
      value: { rows: [1, 2, 3] },
    });
    expect(await apiRevalidate(request, { etag: 'W/"older"', value: { rows: [1] } }, changes)).toEqual({
      etag: 'W/"whole"',
      value: { rows: [9] },
    });
    // Holding nothing, it asks for no changes.
    await apiRevalidate(request, undefined, changes);
    expect(new Headers(fetchMock.mock.calls[2]![1]?.headers).get('A-IM')).toBeNull();
  });
});
