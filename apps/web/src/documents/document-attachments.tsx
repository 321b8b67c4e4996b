import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import type { AttachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import { STATUS_MESSAGES, takesAttachments, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { lockDateResponse, lockedOn } from '@fleetledger/shared/ledger/lock-date.contract';
import { useBooksCall, WHOLE_BOOKS } from '../lib/books/books-call';
import { removeDocumentAttachment, uploadDocumentAttachment, type DocumentKind } from './document-calls';
import { ATTACHMENT_ALERTS, AttachmentsPanel } from '../ui/attachments-panel';

interface DocumentAttachmentsProps {
  kind: DocumentKind;
  document: { id: number; date: string; status: DocumentStatus; attachments: readonly AttachmentLink[] };
  /** The document's attachments changed: read it again. */
  onChange: () => void;
}

/**
 * A document's attachments; a document past taking them only shows them, and one in locked books
 * takes more (evidence arrives late) but gives none up. The server refuses the same either way.
 */
export function DocumentAttachmentsPanel({ kind, document, onChange }: DocumentAttachmentsProps) {
  const lock = useBooksCall('lock_date', WHOLE_BOOKS, lockDateResponse).data;
  return (
    <AttachmentsPanel
      attachments={document.attachments}
      lockedBecause={takesAttachments(document.status) ? null : STATUS_MESSAGES.attachmentsClosed}
      removalLockedBecause={lockedOn(lock?.lock_date ?? null, document.date)}
      upload={(name, file) => uploadDocumentAttachment(kind, document.id, name, file)}
      remove={(attachmentId) => removeDocumentAttachment(kind, document.id, attachmentId)}
      onChange={onChange}
      messages={ATTACHMENT_ALERTS}
    />
  );
}

interface DocumentAttachmentsButtonProps extends DocumentAttachmentsProps {
  /** The modal's title, e.g. 'Purchase Attachments'. */
  title: string;
}

/** 'Attachments (n)', opening the document's attachments in a modal. */
export function DocumentAttachmentsButton({ title, ...attachments }: DocumentAttachmentsButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {`Attachments (${attachments.document.attachments.length})`}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        size="lg"
        centered
        styles={{ content: { maxHeight: '90vh' } }}
      >
        <DocumentAttachmentsPanel {...attachments} />
      </Modal>
    </>
  );
}
