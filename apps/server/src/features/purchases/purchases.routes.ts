import type { FastifyInstance } from 'fastify';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import {
  PURCHASE_MESSAGES,
  purchaseDetailsQuery,
  purchaseGeneratePayload,
  purchaseListQuery,
  purchaseStatusPayload,
  purchaseUpdatePayload,
} from '@fleetledger/shared/purchases/purchases.contract';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { purchaseAttachmentOwner } from './purchase-attachments.service';
import {
  generatePurchase,
  movePurchaseStatus,
  purchaseByNumber,
  purchaseList,
  updatePurchase,
} from './purchases.service';

const BASE = '/api/transportation/vouchers';

export function purchasesRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(purchaseAttachmentOwner);
  const db = () => app.database.db;

  contractRoute(app, {
    call: 'purchase_generate',
    method: 'POST',
    path: `${BASE}/purchase_generate`,
    envelope: 'status',
    body: purchaseGeneratePayload,
    handler: async ({ body, request, user }) => {
      const { number, message } = await generatePurchase(db(), body, actorOf(request, user));
      return { status: 'success', purchase_number: number, message };
    },
  });

  contractRoute(app, {
    call: 'purchase_details',
    method: 'GET',
    path: `${BASE}/purchase_details`,
    envelope: 'status',
    query: purchaseDetailsQuery,
    handler: async ({ query }) => ({
      status: 'success',
      purchase: await purchaseByNumber(db(), query.purchase_number),
      message: 'OK',
    }),
  });

  contractRoute(app, {
    call: 'purchase_update',
    method: 'POST',
    path: `${BASE}/purchase_update`,
    envelope: 'status',
    body: purchaseUpdatePayload,
    handler: async ({ body, request, user }) => ({
      status: 'success',
      message: PURCHASE_MESSAGES.updated,
      purchase: await updatePurchase(db(), body, actorOf(request, user)),
    }),
  });

  contractRoute(app, {
    call: 'purchase_status_update',
    method: 'POST',
    path: `${BASE}/purchase_status_update`,
    envelope: 'status',
    body: purchaseStatusPayload,
    handler: async ({ body, request, user }) => {
      const purchase = await movePurchaseStatus(
        db(),
        {
          id: body.purchase_id,
          to: body.status,
          version: body.version,
          codes: { cancel: body.cancel_code, admin: body.admin_code },
        },
        user!,
        actorOf(request, user),
      );
      return { status: 'success', message: STATUS_MESSAGES.updated(body.status), purchase };
    },
  });

  contractRoute(app, {
    call: 'purchase_list',
    method: 'GET',
    path: `${BASE}/purchase_list`,
    envelope: 'status',
    query: purchaseListQuery,
    handler: async ({ query }) => ({ status: 'success', ...(await purchaseList(db(), query)) }),
  });
}
