import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isAuthority } from '@fleetledger/shared/access';
import { isEditableStatus, STATUS_MESSAGES, takesAttachments } from '@fleetledger/shared/documents/document-status';
import { RECEIPT_MESSAGES, receiptRecord, type ReceiptRecord } from '@fleetledger/shared/receipts/receipts.contract';
import { isApiError } from '../../../lib/api-error';
import { removeDocumentAttachment, uploadDocumentAttachment } from '../../../lib/document-calls';
import { useStoredUser } from '../../../lib/session/use-stored-user';
import { staleRecord } from '../../../lib/stale-record';
import { ATTACHMENT_ALERTS, AttachmentsPanel } from '../../../ui/attachments-panel';
import { ConflictDialog } from '../../../ui/conflict-dialog';
import { DocumentLoadFailure, DocumentNotFound } from '../../../ui/document-page-states';
import { FormProblem } from '../../../ui/form-problem';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { notifyBriefly } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { StatusActions } from '../../../ui/status-actions';
import { StatusBadge } from '../../../ui/status-badge';
import { failureMessage } from '../api/failure-message';
import { moveReceipt, receiptKey, updateReceipt, useReceipt } from '../api/receipt-calls';
import { ReceiptForm } from '../components/receipt-form';
import { useBriefProblem } from '../components/use-brief-problem';
import {
  customerAmountProblem,
  receiptDifferences,
  receiptDraft,
  receiptPayload,
  type ReceiptDraft,
} from '../model/receipt-drafts';

/** The accounting spec's words for what went wrong, when the server gave none of its own. */
const FAILED = {
  fetch: 'Failed to load receipt details',
  fetchUnreachable: 'Network error while loading receipt details',
  update: 'Failed to update receipt',
  updateUnreachable: 'Network error occurred while updating receipt',
  status: 'Failed to update status',
  statusUnreachable: 'Network error occurred while updating status',
} as const;

const NotFound = () => (
  <DocumentNotFound
    title={RECEIPT_MESSAGES.notFound}
    text={RECEIPT_MESSAGES.notFoundText}
    back={{ path: '/receipts', label: 'Back to receipts' }}
  />
);

/** Receipt view/edit, /receipt/{number}: read-only until Edit, editable only while Created. */
export function ReceiptDetailsPage() {
  const { number: param = '' } = useParams();
  const number = /^\d{1,12}$/.test(param) ? Number(param) : null;
  const query = useReceipt(number);
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ReceiptDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useBriefProblem();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ current: ReceiptRecord; message: string } | null>(null);
  const [attachmentsOpen, setAttachmentsOpen] = useState(false);

  if (number === null) return <NotFound />;
  if (query.isPending) return <FullPageLoader label="Loading receipt..." fullHeight={false} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
    return (
      <DocumentLoadFailure
        message={failureMessage(query.error, FAILED.fetch, FAILED.fetchUnreachable)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const receipt = query.data;
  const show = (next: ReceiptRecord) => queryClient.setQueryData(receiptKey(number), next);
  const stopEditing = () => {
    setDraft(null);
    setErrors({});
    setProblem(null);
  };
  const save = async (edited: ReceiptDraft, version: number) => {
    const shortfall = customerAmountProblem(edited.customer);
    setProblem(shortfall);
    if (shortfall !== null) return;
    setSaving(true);
    try {
      const answer = await updateReceipt({ ...receiptPayload(edited), id: receipt.id, version });
      stopEditing();
      show(answer.receipt);
      notifyBriefly(answer.message);
    } catch (error) {
      const current = staleRecord(error, receiptRecord);
      if (current !== null) setConflict({ current, message: isApiError(error) ? error.message : '' });
      else {
        setErrors(isApiError(error) ? { ...error.fieldErrors } : {});
        setProblem(failureMessage(error, FAILED.update, FAILED.updateUnreachable));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/receipts" size="sm">
        ← Back to receipts
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <PageTitle title={receiptNumberText(receipt.number)} />
          <StatusBadge status={receipt.status} />
        </Group>
        <Group gap="xs">
          <Button component="a" variant="default" href={`/receipt/report/${receipt.number}`} target="_blank">
            Generate Report
          </Button>
          <Button variant="default" onClick={() => setAttachmentsOpen(true)}>
            {`Attachments (${receipt.attachments.length})`}
          </Button>
          {draft === null && user !== null && isAuthority(user.authority) && (
            <StatusActions
              kind="receipt"
              status={receipt.status}
              authority={user.authority}
              onMove={async (to, codes) => {
                try {
                  const answer = await moveReceipt({ id: receipt.id, version: receipt.version, to, codes });
                  show(answer.receipt);
                  notifyBriefly(answer.message);
                } catch (error) {
                  // A stale or refused move leaves the screen showing what is stored now.
                  if (isApiError(error) && error.status === 409) void query.refetch();
                  throw new Error(failureMessage(error, FAILED.status, FAILED.statusUnreachable));
                }
              }}
            />
          )}
          {isEditableStatus(receipt.status) &&
            (draft === null ? (
              <Button variant="default" onClick={() => setDraft(receiptDraft(receipt))}>
                Edit
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={stopEditing} disabled={saving}>
                  Cancel Edit
                </Button>
                <Button loading={saving} onClick={() => void save(draft, receipt.version)}>
                  Save
                </Button>
              </>
            ))}
        </Group>
      </Group>

      <FormProblem message={problem} />

      <ReceiptForm
        key={receipt.version}
        draft={draft ?? receiptDraft(receipt)}
        readOnly={draft === null}
        accountLocked
        errors={errors}
        receiptId={receipt.id}
        onChange={setDraft}
      />

      <Modal
        opened={attachmentsOpen}
        onClose={() => setAttachmentsOpen(false)}
        title="Receipt Attachments"
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
        styles={{ content: { maxHeight: '90vh' } }}
      >
        <AttachmentsPanel
          attachments={receipt.attachments}
          lockedBecause={takesAttachments(receipt.status) ? null : STATUS_MESSAGES.attachmentsClosed}
          upload={(name, file) => uploadDocumentAttachment('receipt', receipt.id, name, file)}
          remove={(attachmentId) => removeDocumentAttachment('receipt', receipt.id, attachmentId)}
          onChange={() => void query.refetch()}
          messages={ATTACHMENT_ALERTS}
        />
      </Modal>

      <ConflictDialog
        opened={conflict !== null}
        title="This receipt was changed meanwhile"
        message={conflict?.message ?? ''}
        differences={
          conflict === null || draft === null ? [] : receiptDifferences(receiptDraft(conflict.current), draft)
        }
        onKeepMine={() => {
          const current = conflict!.current;
          setConflict(null);
          if (draft !== null) void save(draft, current.version);
        }}
        onTakeTheirs={() => {
          const current = conflict!.current;
          setConflict(null);
          stopEditing();
          show(current);
        }}
        onClose={() => setConflict(null)}
      />
    </Stack>
  );
}
