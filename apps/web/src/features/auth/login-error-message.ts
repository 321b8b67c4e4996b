import { isApiError } from '../../lib/api-error';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api-client';

export const LOGIN_FALLBACK_MESSAGE = 'Login failed. Please check your credentials.';

/** The sign-in error texts of the operations spec. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return NETWORK_ERROR_MESSAGE;
    return error.serverMessage ?? LOGIN_FALLBACK_MESSAGE;
  }
  return LOGIN_FALLBACK_MESSAGE;
}
