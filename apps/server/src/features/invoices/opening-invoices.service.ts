import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { openingDocumentLine, type OpenItem } from '@fleetledger/shared/ledger/opening-balances';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { numberedOpeningHeader } from '../../kernel/numbered-opening-header';
import { INVOICE_NUMBER_KIND } from './invoices.service';
import * as q from './invoices.queries';

/**
 * A customer's open item brought in by the opening balances: a Posted invoice numbered in the invoices'
 * own sequence, headed as openingDocumentHeader says, with one line on Opening Balance Equity; receipts
 * allocate to it, and the aging and statements read it, as any invoice. Answers what its entry names.
 */
export async function openInvoice(tx: Executor, item: OpenItem, actor: Actor) {
  const header = await numberedOpeningHeader(tx, INVOICE_NUMBER_KIND, item, actor);
  const invoice = await q.insertInvoice(tx, { ...header, customerId: item.partyId });
  await q.insertItems(tx, invoice!.id, [
    { kind: 'manual', ...openingDocumentLine(item, 'cr'), totalFils: item.amountFils, jobs: [] },
  ]);
  return { sourceKind: 'invoice' as const, sourceId: invoice!.id, sourceNumber: invoiceNumberText(header.number) };
}
