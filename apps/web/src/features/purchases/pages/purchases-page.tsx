import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { DocumentListPage } from '../../../ui/document-list-page';
import { purchaseListPage } from '../api/purchase-calls';

/** Purchases, /purchases: every purchase voucher, filtered, a page at a time, with the totals of what matched. */
export function PurchasesPage() {
  return (
    <DocumentListPage
      title="Purchases"
      noun="purchase"
      partyLabel="Supplier"
      searchPlaceholder="Number, supplier, reference or narration"
      numberText={purchaseNumberText}
      detailsPath={(number) => `/purchase/${number}`}
      create={{ path: '/purchase-create', label: 'Create Purchase' }}
      fetchPage={purchaseListPage}
    />
  );
}
