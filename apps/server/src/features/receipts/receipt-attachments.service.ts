import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { documentAttachmentOwner } from '../attachments/attachments.service';
import { receiptRows } from './receipts.queries';

export const receiptAttachmentOwner = documentAttachmentOwner('receipt', RECEIPT_MESSAGES.notFound, (db, id) =>
  receiptRows.lock(db, id),
);
