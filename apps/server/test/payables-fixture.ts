import { sql } from 'drizzle-orm';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import {
  expensePostingLines,
  expenseSettlementLines,
  paymentPostingLines,
  purchasePostingLines,
  type ExpenseToPost,
} from '@fleetledger/shared/ledger/posting-rules';
import { bdToFils } from '@fleetledger/shared/money';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import type { Db } from '../src/db/client';
import { postEntry, reversePosting, type Posting } from '../src/features/ledger/ledger.service';
import type { PostedPurchase } from '../src/features/books/books-fixture';

/**
 * What reaches Accounts Payable other than a posted purchase voucher, written into the books through
 * the ledger service exactly as each posting rule makes it: supplier payments and expenses owed to a
 * supplier (whose own calls are not yet on main), and a purchase posted before payable lines named
 * their purchase.
 */
export function payablesFixture(db: Db, chargeId: number) {
  const actor = { userId: null };
  const post = (posting: Posting) => db.transaction((tx) => postEntry(tx, posting, actor));
  let lastPaymentId = 0;

  async function expenseToPost(expenseId: number, supplierId: number): Promise<ExpenseToPost> {
    const result = await db.execute<{ account_id: number; amount_fils: number }>(sql`
      select c.account_id, x.amount_fils from expenses x join charges c on c.id = x.charge_id where x.id = ${expenseId}`);
    const { account_id, amount_fils } = result.rows[0]!;
    return {
      accountId: Number(account_id),
      amountFils: Number(amount_fils),
      paidFromAccountId: LEDGER_ACCOUNTS.cash,
      supplierId,
      truckId: null,
      driverId: null,
      jobId: null,
    };
  }

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

    /** An expense left pending, owed to the supplier from its date: answers its id. */
    async owedExpense(supplierId: number, date: string, amount: number): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        insert into expenses (date, charge_id, amount_fils, description, type, status, company)
        select ${date}, ${chargeId}, ${bdToFils(amount)}, 'Tyres on credit', 'general', 'pending', c.name
        from customers c where c.id = ${supplierId}
        returning id`);
      const id = Number(result.rows[0]!.id);
      const expense = await expenseToPost(id, supplierId);
      await post({
        sourceKind: 'expense',
        sourceId: id,
        sourceNumber: `EXP-${id}`,
        date,
        memo: 'Tyres on credit',
        lines: expensePostingLines(expense, false),
      });
      return id;
    },

    /** The pending expense paid on `date`. */
    async expensePaid(expenseId: number, supplierId: number, date: string) {
      const expense = await expenseToPost(expenseId, supplierId);
      await post({
        sourceKind: 'expense_payment',
        sourceId: expenseId,
        sourceNumber: `EXP-${expenseId}`,
        date,
        memo: `EXP-${expenseId} paid`,
        lines: expenseSettlementLines(expense),
      });
    },
  };
}
