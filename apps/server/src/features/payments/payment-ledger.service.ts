import { paymentPostingLines } from '@fleetledger/shared/ledger/posting-rules';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, postingMove } from '../ledger/ledger.service';
import * as q from './payments.queries';

/** What a payment's move writes in the books: its entry on reaching Posted (dated on the payment), the reversal on leaving. */
export const paymentLedgerMove = (companyTz: string) => postingMove('payment', companyTz, postPayment);

export async function postPayment(tx: Executor, id: number, actor: Actor): Promise<void> {
  const head = (await q.paymentHeader(tx, id))!;
  const items = await q.paymentItemRows(tx, id);
  const number = paymentNumberText(head.payment.number);
  await postEntry(
    tx,
    {
      sourceKind: 'payment',
      sourceId: id,
      sourceNumber: number,
      date: head.payment.date,
      memo: `Payment ${number} to ${head.supplierName}`,
      lines: paymentPostingLines({
        supplierId: head.payment.supplierId,
        accountId: head.payment.accountId,
        totalFils: head.payment.totalFils,
        items: items.map(({ item }) => ({ purchaseId: item.purchaseId, amountFils: item.amountFils })),
      }),
    },
    actor,
  );
}
