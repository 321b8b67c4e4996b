import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Why a list did not load, in words for the page. */
export function listProblem(error: unknown, plural: string): string {
  if (isApiError(error) && error.isNetworkError) return NETWORK_ERROR_MESSAGE;
  if (isApiError(error) && error.serverMessage !== undefined) return error.serverMessage;
  return `Could not load the ${plural}. Please try again.`;
}
