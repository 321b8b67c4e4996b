/**
 * The spec's calls report failure in one of three ways: `success:false` (jobs, expenses, login),
 * `status:'error'` (vouchers, lookups) or an `error` field beside the answer's own fields
 * (receipt_details, which answers the receipt itself). Each route says which; errors keep that body
 * shape AND a real HTTP status.
 */
export type Envelope = 'success' | 'status' | 'error';

export function errorBody(
  envelope: Envelope,
  message: string,
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  const head =
    envelope === 'success' ? { success: false } : envelope === 'status' ? { status: 'error' } : { error: message };
  return { ...head, message, ...more };
}
