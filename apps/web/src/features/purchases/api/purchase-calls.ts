import {
  purchaseGenerateResponse,
  purchaseListResponse,
  purchaseSavedResponse,
  type PurchaseGenerateInput,
} from '@fleetledger/shared/purchases/purchases.contract';
import { apiRequest } from '../../../lib/api-client';
import { moveDocument, type DocumentMove } from '../../../documents/document-calls';
import { documentListFetch } from '../../../documents/document-list';

/** GET vouchers/purchase_list: a page of the filtered purchases, their totals, and the numbering gaps. */
export const purchaseListPage = documentListFetch('purchase', 'supplier_id', purchaseListResponse);

/** POST vouchers/purchase_generate. */
export function generatePurchase(payload: PurchaseGenerateInput) {
  return apiRequest({
    path: 'vouchers/purchase_generate',
    method: 'POST',
    body: payload,
    schema: purchaseGenerateResponse,
  });
}

/** POST vouchers/purchase_update at the version read. */
export function updatePurchase(payload: PurchaseGenerateInput & { id: number; version: number }) {
  return apiRequest({ path: 'vouchers/purchase_update', method: 'POST', body: payload, schema: purchaseSavedResponse });
}

/** POST vouchers/purchase_status_update with the codes the move needs. */
export function movePurchase(move: DocumentMove) {
  return moveDocument('purchase', move, purchaseSavedResponse);
}
