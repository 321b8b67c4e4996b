import { receiptPostingLines } from '@fleetledger/shared/ledger/posting-rules';
import type { ReceiptItemKind } from '@fleetledger/shared/receipts/receipt-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, postingMove } from '../ledger/ledger.service';
import { receiptVoucher } from './receipts.service';

export async function postReceipt(tx: Executor, id: number, actor: Actor): Promise<void> {
  const { voucher, items, entry } = await receiptVoucher.posted(tx, id);
  const lines = receiptPostingLines({
    customerId: voucher.customerId,
    accountId: voucher.accountId,
    totalFils: voucher.totalFils,
    items: items.map(({ item }) => ({
      kind: item.kind as ReceiptItemKind,
      accountId: item.accountId,
      invoiceId: item.invoiceId,
      crDr: item.crDr === 'dr' ? 'dr' : 'cr',
      amountFils: item.amountFils,
    })),
  });
  await postEntry(tx, { ...entry, lines }, actor);
}

/**
 * The status move as the routes call it: reaching Posted writes the receipt's entry (dated on the
 * receipt), leaving it the reversal; a cancelled receipt's allocations stop counting, so its
 * invoices are pending again.
 */
export const moveReceiptStatus = (companyTz: string) =>
  receiptVoucher.move(postingMove('receipt', companyTz, postReceipt));
