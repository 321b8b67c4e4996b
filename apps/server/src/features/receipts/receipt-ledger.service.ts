import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { receiptPostingLines } from '@fleetledger/shared/ledger/posting-rules';
import { receiptNumberText, type ReceiptItemKind } from '@fleetledger/shared/receipts/receipt-rules';
import { todayIn } from '@fleetledger/shared/dates';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, reversePosting } from '../ledger/ledger.service';
import * as q from './receipts.queries';

/**
 * What a receipt's move writes in the books: its entry when it reaches Posted (dated on the receipt),
 * the reversal of that entry when it leaves Posted (dated on the day of the move).
 */
export function receiptLedgerMove(companyTz: string) {
  return async (tx: Executor, id: number, from: DocumentStatus, to: DocumentStatus, actor: Actor) => {
    if (from === 'Posted') {
      const memo = to === 'Cancelled' ? 'Cancelled' : 'Posting reversed';
      await reversePosting(tx, { sourceKind: 'receipt', sourceId: id }, { date: todayIn(companyTz), memo }, actor);
    }
    if (to === 'Posted') await postReceipt(tx, id, actor);
  };
}

export async function postReceipt(tx: Executor, id: number, actor: Actor): Promise<void> {
  const head = (await q.receiptHeader(tx, id))!;
  const items = await q.receiptItemRows(tx, id);
  const number = receiptNumberText(head.receipt.number);
  await postEntry(
    tx,
    {
      sourceKind: 'receipt',
      sourceId: id,
      sourceNumber: number,
      date: head.receipt.date,
      memo: `Receipt ${number} from ${head.customerName}`,
      lines: receiptPostingLines({
        customerId: head.receipt.customerId,
        accountId: head.receipt.accountId,
        totalFils: head.receipt.totalFils,
        items: items.map(({ item }) => ({
          kind: item.kind as ReceiptItemKind,
          accountId: item.accountId,
          invoiceId: item.invoiceId,
          crDr: item.crDr === 'dr' ? 'dr' : 'cr',
          amountFils: item.amountFils,
        })),
      }),
    },
    actor,
  );
}
