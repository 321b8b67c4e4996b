import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { openItemLines, type OpenItem } from '@fleetledger/shared/ledger/opening-balances';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import { postEntry } from '../ledger/ledger.service';
import { INVOICE_NUMBER_KIND } from './invoices.service';
import * as q from './invoices.queries';

/**
 * A customer's open item brought in by the opening balances: a Posted invoice numbered in the invoices'
 * own sequence, dated and due as in the old books (its old number its reference), with one line on
 * Opening Balance Equity and no VAT — the VAT was declared when it was issued. Its entry is dated on
 * the opening date, so receipts allocate to it, and the aging and statements read it, as any invoice.
 */
export async function openInvoice(tx: Executor, item: OpenItem, openingDate: string, actor: Actor) {
  const number = await takeNextNumber(tx, INVOICE_NUMBER_KIND);
  const invoice = await q.insertInvoice(tx, {
    number,
    customerId: item.partyId,
    date: item.date,
    dueDate: item.dueDate,
    reference: item.number,
    narration: 'Opening balance',
    opening: true,
    status: 'Posted',
    vatableFils: item.amountFils,
    vatFils: 0,
    totalFils: item.amountFils,
    createdBy: actor.userId,
    updatedBy: actor.userId,
  });
  await q.insertItems(tx, invoice!.id, [
    {
      kind: 'manual',
      accountId: LEDGER_ACCOUNTS.openingBalanceEquity,
      description: `Opening balance: ${item.number}`,
      quantity: 1,
      unitFils: item.amountFils,
      vatPercent: 0,
      crDr: 'cr',
      vatableFils: item.amountFils,
      vatFils: 0,
      totalFils: item.amountFils,
      jobs: [],
    },
  ]);
  const sourceNumber = invoiceNumberText(number);
  await postEntry(
    tx,
    {
      sourceKind: 'invoice',
      sourceId: invoice!.id,
      sourceNumber,
      date: openingDate,
      memo: 'Opening balance',
      lines: openItemLines(item, invoice!.id),
    },
    actor,
  );
  return { id: invoice!.id, number: sourceNumber };
}
