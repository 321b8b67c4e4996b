/**
 * The spec's calls report failure in one of two ways: `success:false` (jobs, expenses, login) or
 * `status:'error'` (vouchers, lookups). Each route says which; errors keep that body shape AND a real
 * HTTP status.
 */
export type Envelope = 'success' | 'status';

export function errorBody(
  envelope: Envelope,
  message: string,
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  const head = envelope === 'success' ? { success: false } : { status: 'error' };
  return { ...head, message, ...more };
}
