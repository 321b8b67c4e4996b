import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { documentAttachmentOwner } from '../attachments/attachments.service';
import { lockReceipt } from './receipts.queries';

export const receiptAttachmentOwner = documentAttachmentOwner(
  'receipt',
  RECEIPT_MESSAGES.notFound,
  async (db, id) => (await lockReceipt(db, id))?.status,
);
