import { openingDocumentLine, type OpenItem } from '@fleetledger/shared/ledger/opening-balances';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { numberedOpeningHeader } from '../../kernel/numbered-opening-header';
import { PURCHASE_NUMBER_KIND } from './purchases.service';
import * as q from './purchases.queries';

/**
 * A supplier's open bill brought in by the opening balances: a Posted purchase voucher numbered in the
 * purchases' sequence, headed as openingDocumentHeader says, with one debit item on Opening Balance
 * Equity for what is owed.
 * Its item counts what is owed, so the voucher's total is that amount, as payments allocate it.
 * Answers what its entry names.
 */
export async function openPurchase(tx: Executor, item: OpenItem, actor: Actor) {
  const header = await numberedOpeningHeader(tx, PURCHASE_NUMBER_KIND, item, actor);
  const id = await q.insertPurchase(tx, { ...header, supplierId: item.partyId, referenceDate: item.date });
  await q.insertItem(
    tx,
    id,
    {
      position: 0,
      ...openingDocumentLine(item, 'dr'),
      signedVatableFils: item.amountFils,
      signedTotalFils: item.amountFils,
      truckId: null,
    },
    [],
  );
  return { sourceKind: 'purchase' as const, sourceId: id, sourceNumber: purchaseNumberText(header.number) };
}
