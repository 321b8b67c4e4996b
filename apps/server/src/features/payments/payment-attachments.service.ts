import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { documentAttachmentOwner } from '../attachments/attachments.service';
import { paymentRows } from './payments.queries';

export const paymentAttachmentOwner = documentAttachmentOwner('payment', PAYMENT_MESSAGES.notFound, (db, id) =>
  paymentRows.lock(db, id),
);
