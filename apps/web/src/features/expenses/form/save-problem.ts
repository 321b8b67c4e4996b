import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { EXPENSE_MESSAGES } from '@fleetledger/shared/expenses/expenses.contract';
import type { FieldErrors } from './expense-form-values';
import type { FormNotice } from './use-expense-form';

/**
 * What to show when a save fails: the network message, the server's own message
 * with its per-field messages, or the screen's fallback. A stale edit (409) is not an error of the user;
 * any other 409 (a locked period) is the server's reason, shown as such.
 */
export function saveProblem(error: unknown, fallback: string): { notice: FormNotice; fieldErrors: FieldErrors } {
  if (!isApiError(error)) return { notice: { kind: 'error', text: fallback }, fieldErrors: {} };
  if (error.isNetworkError) return { notice: { kind: 'error', text: NETWORK_ERROR_MESSAGE }, fieldErrors: {} };
  const text = error.serverMessage ?? fallback;
  if (error.status === 409 && text === EXPENSE_MESSAGES.stale)
    return { notice: { kind: 'conflict', text }, fieldErrors: {} };
  return { notice: { kind: 'error', text }, fieldErrors: error.fieldErrors };
}
