import { paymentPostingLines } from '@fleetledger/shared/ledger/posting-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, postingMove } from '../ledger/ledger.service';
import { paymentVoucher } from './payments.service';

export async function postPayment(tx: Executor, id: number, actor: Actor): Promise<void> {
  const { voucher, items, entry } = await paymentVoucher.posted(tx, id);
  const lines = paymentPostingLines({
    supplierId: voucher.supplierId,
    accountId: voucher.accountId,
    totalFils: voucher.totalFils,
    items: items.map(({ item }) => ({ purchaseId: item.purchaseId, amountFils: item.amountFils })),
  });
  await postEntry(tx, { ...entry, lines }, actor);
}

/**
 * The status move as the routes call it: reaching Posted writes the payment's entry (dated on the
 * payment), leaving it the reversal; a cancelled payment's allocations stop counting, so its
 * purchases are owed again.
 */
export const movePaymentStatus = (companyTz: string) =>
  paymentVoucher.move(postingMove('payment', companyTz, postPayment));
