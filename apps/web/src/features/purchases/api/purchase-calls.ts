import { useQuery } from '@tanstack/react-query';
import {
  purchaseDetailsResponse,
  purchaseGenerateResponse,
  purchaseListResponse,
  purchaseSavedResponse,
  type PurchaseGenerateInput,
} from '@fleetledger/shared/purchases/purchases.contract';
import { apiRequest } from '../../../lib/api-client';
import { moveDocument, type DocumentMove } from '../../../lib/document-calls';
import { documentListQuery, type DocumentListFetch } from '../../../lib/document-list';

export const purchaseKey = (number: number) => ['purchase', number] as const;

/** GET vouchers/purchase_details?purchase_number= */
export function usePurchase(number: number | null) {
  return useQuery({
    queryKey: purchaseKey(number ?? 0),
    enabled: number !== null,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `vouchers/purchase_details?purchase_number=${number}`,
        schema: purchaseDetailsResponse,
        signal,
      }),
  });
}

/** GET vouchers/purchase_list: a page of the filtered purchases, their totals, and the numbering gaps. */
export const purchaseListPage: DocumentListFetch = async (filters, signal) => {
  const { purchases, ...page } = await apiRequest({
    path: `vouchers/purchase_list?${documentListQuery(filters, 'supplier_id')}`,
    schema: purchaseListResponse,
    signal,
  });
  return { rows: purchases, ...page };
};

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
