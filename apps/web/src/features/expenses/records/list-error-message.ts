import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { EXPENSE_SCREEN_MESSAGES as MESSAGES } from '../expense-screen-messages';

/**
 * The operations spec: a non-OK answer reads 'Failed to fetch expenses'; an answer that says
 * success false reads the server's message or 'Failed to load expenses'.
 */
export function listErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.listLoadFailed;
  if (error.isNetworkError) return NETWORK_ERROR_MESSAGE;
  if (error.status >= 200 && error.status < 300) return error.serverMessage ?? MESSAGES.listLoadFailed;
  return MESSAGES.listFetchFailed;
}
