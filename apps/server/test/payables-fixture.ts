import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { paymentPostingLines, purchasePostingLines } from '@fleetledger/shared/ledger/posting-rules';
import { bdToFils } from '@fleetledger/shared/money';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import type { Db } from '../src/db/client';
import { postEntry, reversePosting, type Posting } from '../src/features/ledger/ledger.service';
import type { PostedPurchase } from '../src/features/books/books-fixture';

/**
 * What reaches Accounts Payable without a call of its own, written into the books through the ledger
 * service exactly as its posting rule makes it: supplier payments (until their calls are on main), and
 * a purchase posted before payable lines named their purchase.
 */
export function payablesFixture(db: Db) {
  const actor = { userId: null };
  const post = (posting: Posting) => db.transaction((tx) => postEntry(tx, posting, actor));
  let lastPaymentId = 0;

  return {
    /** A payment to the supplier out of the bank: each amount against the purchase it names, or ahead. */
    async payment(supplierId: number, date: string, items: { purchaseId: number | null; amount: number }[]) {
      lastPaymentId += 1;
      const id = lastPaymentId;
      const amounts = items.map(({ purchaseId, amount }) => ({ purchaseId, amountFils: bdToFils(amount) }));
      await post({
        sourceKind: 'payment',
        sourceId: id,
        sourceNumber: `PAY-ARG-${id}`,
        date,
        memo: 'Payment',
        lines: paymentPostingLines({
          supplierId,
          accountId: LEDGER_ACCOUNTS.bank,
          totalFils: amounts.reduce((sum, item) => sum + item.amountFils, 0),
          items: amounts,
        }),
      });
      return id;
    },

    reversePayment: (id: number, date: string) =>
      db.transaction((tx) =>
        reversePosting(tx, { sourceKind: 'payment', sourceId: id }, { date, memo: 'Posting reversed' }, actor),
      ),

    /** A (Created) purchase's posting as the books wrote it before lines named their purchase. */
    async postingWithoutPurchaseTag(purchase: PostedPurchase, supplierId: number, date: string, amount: number) {
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
      const number = purchaseNumberText(purchase.number);
      await post({
        sourceKind: 'purchase',
        sourceId: purchase.id,
        sourceNumber: number,
        date,
        memo: `Purchase ${number}`,
        lines: lines.map((line) => ({ ...line, purchaseId: null })),
      });
    },
  };
}
