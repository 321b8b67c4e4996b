import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, postingMove } from '../ledger/ledger.service';
import { receiptVoucher } from './receipts.service';

/** A receipt reaching Posted: its entry, dated on the receipt. */
export async function postReceipt(tx: Executor, id: number, actor: Actor): Promise<void> {
  await postEntry(tx, await receiptVoucher.posting(tx, id), actor);
}

/**
 * The status move as the routes call it: reaching Posted writes the receipt's entry, leaving it the
 * reversal; a cancelled receipt's allocations stop counting, so its invoices are pending again.
 */
export const moveReceiptStatus = (companyTz: string) =>
  receiptVoucher.move(postingMove('receipt', companyTz, postReceipt));
