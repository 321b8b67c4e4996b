import { PURCHASE_MESSAGES } from '@fleetledger/shared/purchases/purchases.contract';
import { documentAttachmentOwner } from '../attachments/attachments.service';
import { lockPurchase } from './purchases.queries';

export const purchaseAttachmentOwner = documentAttachmentOwner('purchase', PURCHASE_MESSAGES.notFound, (db, id) =>
  lockPurchase(db, id),
);
