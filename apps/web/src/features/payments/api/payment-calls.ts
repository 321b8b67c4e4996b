import {
  paymentGenerateResponse,
  paymentListResponse,
  paymentSavedResponse,
  purchasesBySupplierResponse,
  type PaymentGenerateInput,
} from '@fleetledger/shared/payments/payments.contract';
import { purchaseDetailsResponse } from '@fleetledger/shared/purchases/purchases.contract';
import { apiRequest } from '../../../lib/api-client';
import { generateDocumentOnce, moveDocument, updateDocument, type DocumentMove } from '../../../lib/document-calls';
import { documentListFetch } from '../../../lib/document-list';
import { usePendingDocuments } from '../../../lib/voucher-lookups';

/** POST vouchers/purchases_by_supplier: the supplier's posted purchases with something left to pay. */
export function useSupplierPurchases(supplierId: number | null, paymentId?: number) {
  return usePendingDocuments(
    'purchases_by_supplier',
    supplierId,
    { payment_id: paymentId },
    purchasesBySupplierResponse,
  );
}

/** GET vouchers/purchase_details: the purchase a payment is made from. */
export function readPurchase(number: number) {
  return apiRequest({ path: `vouchers/purchase_details?purchase_number=${number}`, schema: purchaseDetailsResponse });
}

/** GET vouchers/payment_list: a page of the filtered payments, their totals, and the numbering gaps. */
export const paymentListPage = documentListFetch('payment', 'supplier_id', paymentListResponse);

/** POST vouchers/payment_generate; the same key answers a repeated submit with the first payment. */
export function generatePayment(payload: PaymentGenerateInput, requestKey: string) {
  return generateDocumentOnce('payment', payload, requestKey, paymentGenerateResponse);
}

/** POST vouchers/payment_update at the version read. */
export function updatePayment(payload: PaymentGenerateInput & { id: number; version: number }) {
  return updateDocument('payment', payload, paymentSavedResponse);
}

/** POST vouchers/payment_status_update with the codes the move needs. */
export function movePayment(move: DocumentMove) {
  return moveDocument('payment', move, paymentSavedResponse);
}
