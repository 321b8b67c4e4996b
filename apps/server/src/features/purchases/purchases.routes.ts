import type { FastifyInstance } from 'fastify';
import {
  PURCHASE_MESSAGES,
  purchaseDetailsQuery,
  purchaseDetailsResponse,
  purchaseGeneratePayload,
  purchaseGenerateResponse,
  purchaseListQuery,
  purchaseListResponse,
  purchaseSavedResponse,
  purchaseStatusPayload,
  purchaseUpdatePayload,
} from '@fleetledger/shared/purchases/purchases.contract';
import { documentRoutes } from '../../kernel/document-routes';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { purchaseAttachmentOwner } from './purchase-attachments.service';
import {
  generatePurchase,
  movePurchaseStatus,
  purchaseByNumber,
  purchaseListing,
  updatePurchase,
} from './purchases.service';

export function purchasesRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(purchaseAttachmentOwner);
  documentRoutes(app, {
    kind: 'purchase',
    payloads: {
      generate: purchaseGeneratePayload,
      details: purchaseDetailsQuery,
      update: purchaseUpdatePayload,
      status: purchaseStatusPayload,
      list: purchaseListQuery,
    },
    answers: {
      generate: purchaseGenerateResponse,
      details: purchaseDetailsResponse,
      update: purchaseSavedResponse,
      status: purchaseSavedResponse,
      list: purchaseListResponse,
    },
    updatedMessage: PURCHASE_MESSAGES.updated,
    generate: generatePurchase,
    byNumber: (db, query) => purchaseByNumber(db, query.purchase_number),
    update: updatePurchase,
    move: movePurchaseStatus(app.config.companyTz),
    listing: purchaseListing,
  });
}
