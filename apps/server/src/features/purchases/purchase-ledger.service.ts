import { purchasePostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, postingMove } from '../ledger/ledger.service';
import * as q from './purchases.queries';

/** What a purchase's move writes in the books: its entry on reaching Posted (dated on the voucher), the reversal on leaving. */
export const purchaseLedgerMove = (companyTz: string) => postingMove('purchase', companyTz, postPurchase);

export async function postPurchase(tx: Executor, id: number, actor: Actor): Promise<void> {
  const head = (await q.purchaseHeader(tx, id))!;
  const items = await q.purchaseItemRows(tx, id);
  const jobs = await q.itemJobs(tx, id);
  const number = purchaseNumberText(head.purchase.number);
  await postEntry(
    tx,
    {
      sourceKind: 'purchase',
      sourceId: id,
      sourceNumber: number,
      date: head.purchase.date,
      memo: `Purchase ${number} from ${head.supplierName}`,
      lines: purchasePostingLines({
        id,
        supplierId: head.purchase.supplierId,
        items: items.map(({ item }) => ({
          accountId: item.accountId,
          crDr: item.crDr === 'cr' ? 'cr' : 'dr',
          vatableFils: item.vatableFils,
          vatFils: item.vatFils,
          vatPercent: item.vatPercent,
          truckId: item.truckId,
          jobIds: jobs.filter((job) => job.itemId === item.id).map((job) => job.id),
        })),
      }),
    },
    actor,
  );
}
