/**
 * A fresh Idempotency-Key for one voucher form. Built from getRandomValues because randomUUID exists
 * only on secure (HTTPS or localhost) pages, and the office may open the app over plain HTTP.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
