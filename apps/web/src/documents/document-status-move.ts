import { STATUS_MESSAGES, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { isApiError } from '../lib/api-error';
import { refusedMove } from './document-move';
import { failureMessage } from '../lib/failure-message';
import { notifyBriefly } from '../ui/notify';

/** The accounting spec's words for a refused move, when the server gave none of its own. */
const MOVE_FAILED = 'Failed to update status';
const MOVE_UNREACHABLE = 'Network error occurred while updating status';

/**
 * A voucher's status move as StatusActions makes it: the moved voucher shown with the server's notice,
 * or a refusal in the spec's words (a stale move reloads what is stored now).
 */
export async function moveVoucher<A extends { message: string }>(
  move: Promise<A>,
  show: (answer: A) => void,
  reload: () => void,
): Promise<void> {
  try {
    const answer = await move;
    show(answer);
    notifyBriefly(answer.message);
  } catch (error) {
    throw refusedMove(error, reload, failureMessage(error, MOVE_FAILED, MOVE_UNREACHABLE));
  }
}

/**
 * A document's status move as its own page makes it (an invoice, a tax note): the moved document shown
 * with the status it now has, or the server's refusal (a stale move reloads what is stored now).
 */
export async function moveDocumentShown<R>(
  move: Promise<R>,
  to: DocumentStatus,
  show: (record: R) => void,
  reload: () => void,
) {
  try {
    show(await move);
    notifyBriefly(STATUS_MESSAGES.updated(to));
  } catch (error) {
    const message = isApiError(error) ? (error.serverMessage ?? error.message) : String(error);
    throw refusedMove(error, reload, message);
  }
}
