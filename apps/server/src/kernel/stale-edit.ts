import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { badRequest, conflict, type HttpError } from '../http/http-error';

/**
 * The one optimistic lock of every record a user edits (jobs, expenses, master data, documents): an
 * update names the version it was read at; a stale one is refused with 409 and the record as it is
 * now, `{success: false, message, current}`, so the screen can offer Keep mine / Take theirs.
 */
export function staleEdit(message: string, current: unknown, extra: Record<string, unknown> = {}): HttpError {
  return conflict(message, { ...extra, current });
}

/** Throws the 409 when the stored version moved on since the user read it; `current` is read only then. */
export async function requireVersion(
  stored: { version: number },
  loadedVersion: number | null | undefined,
  message: string,
  current: () => Promise<unknown>,
): Promise<void> {
  if (loadedVersion === null || loadedVersion === undefined)
    throw badRequest(VERSION_REQUIRED, { version: VERSION_REQUIRED });
  if (stored.version !== loadedVersion) throw staleEdit(message, await current());
}
