import { sql } from 'drizzle-orm';
import { purchasePostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import { bdToFils } from '@fleetledger/shared/money';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import type { Db } from '../src/db/client';
import { postEntry } from '../src/features/ledger/ledger.service';
import type { PostedPurchase } from '../src/features/books/books-fixture';

/**
 * A (Created) purchase voucher made Posted as the books wrote postings before payable lines named their
 * purchase: its entry through the ledger service, its Accounts Payable line naming no purchase, and
 * the voucher marked Posted, so payments may settle it.
 */
export async function postedBeforePurchaseTags(
  db: Db,
  purchase: PostedPurchase,
  supplierId: number,
  date: string,
  amount: number,
): Promise<void> {
  const number = purchaseNumberText(purchase.number);
  const lines = purchasePostingLines({
    id: purchase.id,
    supplierId,
    items: [
      {
        accountId: 29,
        crDr: 'dr',
        vatableFils: bdToFils(amount),
        vatFils: 0,
        vatPercent: 0,
        truckId: null,
        jobIds: [],
      },
    ],
  });
  await db.transaction(async (tx) => {
    await postEntry(
      tx,
      {
        sourceKind: 'purchase',
        sourceId: purchase.id,
        sourceNumber: number,
        date,
        memo: `Purchase ${number}`,
        lines: lines.map((line) => ({ ...line, purchaseId: null })),
      },
      { userId: null },
    );
    await tx.execute(sql`update purchases set status = 'Posted' where id = ${purchase.id}`);
  });
}
