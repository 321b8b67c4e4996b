import { JOB_MESSAGES, isInvoicedStatus } from '@fleetledger/shared/jobs/jobs.rules';
import { STAFF_AUTHORITIES } from '@fleetledger/shared/access';
import { JOB_TABLE_MESSAGES } from '@fleetledger/shared/job-table/job-table.contract';
import type { AttachmentOwner } from '../attachments/attachments.service';
import * as q from './job-table.queries';

/**
 * A job's delivery notes and photos: staff read and change them; once the job is invoiced they are
 * part of what was invoiced and stay as they are.
 */
export const jobAttachmentOwner: AttachmentOwner = {
  kind: 'job',
  label: 'job',
  readers: STAFF_AUTHORITIES,
  editors: STAFF_AUTHORITIES,
  notFoundMessage: JOB_TABLE_MESSAGES.notFound,
  async state(db, jobId) {
    const [stored] = await q.lockJobs(db, [jobId]);
    if (stored === undefined) return { missing: true };
    return {
      missing: false,
      lockedReason: isInvoicedStatus(stored.invoiceStatus) ? JOB_MESSAGES.invoicedLocked : null,
    };
  },
};
