import { receiptPostingLines } from '@fleetledger/shared/ledger/posting-rules';
import { receiptNumberText, type ReceiptItemKind } from '@fleetledger/shared/receipts/receipt-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, postingMove } from '../ledger/ledger.service';
import * as q from './receipts.queries';

/** What a receipt's move writes in the books: its entry on reaching Posted (dated on the receipt), the reversal on leaving. */
export const receiptLedgerMove = (companyTz: string) => postingMove('receipt', companyTz, postReceipt);

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
