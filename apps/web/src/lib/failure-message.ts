import { isApiError } from './api-error';

/** The server's own message when it gave one, else the accounting spec's words for the failure. */
export function failureMessage(error: unknown, failed: string, unreachable: string): string {
  if (!isApiError(error)) return failed;
  return error.isNetworkError ? unreachable : (error.serverMessage ?? failed);
}
