import type { Db } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postIssuedNote } from '../credit-notes/note-ledger.service';
import { bringExpensesIntoBooks } from '../expenses/expenses.service';
import { postCreditedInvoice, postInvoice } from '../invoices/invoice-ledger.service';
import { postPayment } from '../payments/payment-ledger.service';
import { postPurchase } from '../purchases/purchase-ledger.service';
import { postReceipt } from '../receipts/receipt-ledger.service';
import { documentsMissingFromBooks, lockChain } from './ledger.queries';

/**
 * Writes the entries of documents posted before the books began (a database from before migration
 * 0012, or a backup of one restored), and of expenses recorded before the books took them (before
 * migration 0017), each dated as its posting would have been. Runs at start-up;
 * on books that are complete it finds nothing and writes nothing. Answers how many documents it posted.
 */
export async function bringBooksUpToDate(db: Db, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    await lockChain(tx);
    const missing = await documentsMissingFromBooks(tx);
    for (const { kind, id } of missing) {
      if (kind === 'invoice') await postInvoice(tx, id, actor);
      else if (kind === 'reversed_invoice') await postCreditedInvoice(tx, id, actor);
      else if (kind === 'credit_note' || kind === 'debit_note') await postIssuedNote(tx, kind, id, actor);
      else if (kind === 'purchase') await postPurchase(tx, id, actor);
      else if (kind === 'payment') await postPayment(tx, id, actor);
      else await postReceipt(tx, id, actor);
    }
    return missing.length + (await bringExpensesIntoBooks(tx, actor));
  });
}
