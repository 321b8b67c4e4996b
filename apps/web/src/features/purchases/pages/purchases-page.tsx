import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { DocumentListPage } from '../../../documents/document-list-page';
import { purchaseListPage } from '../api/purchase-calls';

/** Purchases, /purchases: every purchase voucher, filtered, a page at a time, with the totals of what matched. */
export function PurchasesPage() {
  return (
    <DocumentListPage
      kind="purchase"
      party="supplier"
      paid
      numberText={purchaseNumberText}
      fetchPage={purchaseListPage}
    />
  );
}
