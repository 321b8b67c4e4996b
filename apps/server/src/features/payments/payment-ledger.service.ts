import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, postingMove } from '../ledger/ledger.service';
import { paymentVoucher } from './payments.service';

/** A payment reaching Posted: its entry, dated on the payment. */
export async function postPayment(tx: Executor, id: number, actor: Actor): Promise<void> {
  await postEntry(tx, await paymentVoucher.posting(tx, id), actor);
}

/**
 * The status move as the routes call it: reaching Posted writes the payment's entry, leaving it the
 * reversal; a cancelled payment's allocations stop counting, so its purchases are owed again.
 */
export const movePaymentStatus = (companyTz: string) =>
  paymentVoucher.move(postingMove('payment', companyTz, postPayment));
