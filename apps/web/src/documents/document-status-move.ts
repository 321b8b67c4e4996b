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
