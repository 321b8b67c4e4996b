import { JOURNAL_MESSAGES } from '@fleetledger/shared/journals/journals.contract';
import { documentAttachmentOwner } from '../attachments/attachments.service';
import { journalRows } from './journals.queries';

export const journalAttachmentOwner = documentAttachmentOwner('journal', JOURNAL_MESSAGES.notFound, (db, id) =>
  journalRows.lock(db, id),
);
