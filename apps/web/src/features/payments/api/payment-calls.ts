import { creditNoteCalls } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import {
  paymentGenerateResponse,
  paymentListResponse,
  paymentSavedResponse,
  purchasesBySupplierResponse,
} from '@fleetledger/shared/payments/payments.contract';
import { purchaseDetailsResponse } from '@fleetledger/shared/purchases/purchases.contract';
import { apiRequest } from '../../../lib/api-client';
import { moneyVoucherCalls } from '../../../documents/document-calls';
import { documentListFetch } from '../../../documents/document-list';
import { usePendingDocuments } from '../../../documents/pending-documents';

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

/** GET vouchers/credit_note_details: the credit note whose credit left a payment refunds. */
export function readCreditNote(number: number) {
  return apiRequest({
    path: `vouchers/credit_note_details?credit_note_number=${number}`,
    schema: creditNoteCalls.detailsResponse,
  });
}

/** GET vouchers/payment_list: a page of the filtered payments, their totals, and the numbering gaps. */
export const paymentListPage = documentListFetch('payment', 'supplier_id', paymentListResponse);

/** payment_generate (once per Idempotency-Key), payment_update at the version read, payment_status_update. */
export const paymentCalls = moneyVoucherCalls('payment', paymentGenerateResponse, paymentSavedResponse);
