import { isApiError } from '../lib/api-error';

/**
 * A status move the server refused, as the error StatusActions shows. A stale or refused move (409)
 * reloads the document first, so the screen shows what is stored now.
 */
export function refusedMove(error: unknown, reload: () => void, message: string): Error {
  if (isApiError(error) && error.status === 409) reload();
  return new Error(message);
}
