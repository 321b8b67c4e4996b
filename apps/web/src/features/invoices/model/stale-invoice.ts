import { z } from 'zod';
import { invoiceRecord, type InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { isApiError } from '../../../lib/api-error';

/** The stored invoice a stale save's 409 carries, or null for any other failure. */
export function staleInvoice(error: unknown): InvoiceRecord | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = z.object({ current: invoiceRecord }).safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}
