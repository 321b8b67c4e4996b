import { Modal } from '@mantine/core';
import type { AttachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import { AttachmentsPanel } from '../../../ui/attachments-panel';
import { deleteAttachment, uploadAttachment } from '../api/job-table-calls';
import { JOB_TABLE_ALERTS } from '../job-table-messages';
import { isInvoiced, type GridRow } from '../model/grid-row';

interface AttachmentsModalProps {
  row: GridRow | null;
  onClose: () => void;
  onChange: (key: string, attachment: readonly AttachmentLink[]) => void;
}

/** A row's attachments: the app's attachments panel for one job, locked once the job is invoiced. */
export function AttachmentsModal({ row, onClose, onChange }: AttachmentsModalProps) {
  const saved = row?.saved ?? null;
  return (
    <Modal
      opened={saved !== null}
      onClose={onClose}
      title={`Attachments · job ${saved?.job ?? saved?.id ?? ''}`}
      centered
      size="lg"
    >
      {row !== null && saved !== null && (
        <AttachmentsPanel
          attachments={saved.attachment}
          lockedBecause={isInvoiced(row) ? JOB_TABLE_ALERTS.invoicedLocked : null}
          upload={async (name, file) => {
            const answer = await uploadAttachment(saved.id, name, file);
            return { id: answer.attachmentId, url: answer.url, name: answer.name };
          }}
          remove={(attachmentId) => deleteAttachment(saved.id, attachmentId)}
          onChange={(attachment) => onChange(row.key, attachment)}
          messages={JOB_TABLE_ALERTS}
        />
      )}
    </Modal>
  );
}
