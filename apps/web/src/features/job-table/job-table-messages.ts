import { JOB_MESSAGES } from '@fleetledger/shared/jobs/jobs.rules';
import { ATTACHMENT_ALERTS } from '../../ui/attachments-panel';

/** The job table's alert texts, word for word from the operations spec. */
export const JOB_TABLE_ALERTS = {
  invoicedLocked: JOB_MESSAGES.invoicedLocked,
  deleteFailed: (message: string | undefined) =>
    `Delete failed: ${message !== undefined && message !== '' ? message : 'Unknown error'}`,
  deleteError: (message: string) => `Error deleting job: ${message}`,
  bulkSaved: 'Bulk update successful!',
  bulkFailed: (message: string) => `Bulk update failed: ${message}`,
  bulkError: (message: string) => `Error in bulk update: ${message}`,
  ...ATTACHMENT_ALERTS,
  customerNameRequired: 'Customer name is required',
  nothingToSave: 'There is nothing to save',
} as const;

/** The same words the server uses when it refuses a bulk save, for a refusal found before sending. */
export function bulkRefusalMessage(failing: number, total: number): string {
  return `Nothing was saved: ${failing} of ${total} row${total === 1 ? '' : 's'} ${failing === 1 ? 'has' : 'have'} problems`;
}
