import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isAuthority } from '@fleetledger/shared/access';
import { isEditableStatus, STATUS_MESSAGES, takesAttachments } from '@fleetledger/shared/documents/document-status';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import {
  PURCHASE_MESSAGES,
  purchaseRecord,
  type PurchaseRecord,
} from '@fleetledger/shared/purchases/purchases.contract';
import { isApiError } from '../../../lib/api-error';
import { removeDocumentAttachment, uploadDocumentAttachment } from '../../../lib/document-calls';
import { staleRecord } from '../../../lib/stale-record';
import { useStoredUser } from '../../../lib/session/use-stored-user';
import { ATTACHMENT_ALERTS, AttachmentsPanel } from '../../../ui/attachments-panel';
import { ConflictDialog } from '../../../ui/conflict-dialog';
import { DocumentLoadFailure, DocumentNotFound } from '../../../ui/document-page-states';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon } from '../../../ui/icons';
import { notifyBriefly } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { StatusActions } from '../../../ui/status-actions';
import { StatusBadge } from '../../../ui/status-badge';
import { movePurchase, purchaseKey, updatePurchase, usePurchase } from '../api/purchase-calls';
import { PurchaseForm } from '../components/purchase-form';
import { purchaseDifferences, purchaseDraft, purchasePayload, type PurchaseDraft } from '../model/purchase-drafts';

/** The accounting spec's words for what went wrong, when the server gave none of its own. */
const FAILED = {
  fetch: 'Failed to fetch purchase details',
  fetchUnreachable: 'Network error occurred while fetching purchase details',
  update: 'Failed to update purchase',
  updateUnreachable: 'Network error occurred while updating purchase',
  status: 'Failed to update status',
  statusUnreachable: 'Network error occurred while updating status',
} as const;
const NOTICE_MS = 3000;

function failure(error: unknown, failed: string, unreachable: string): string {
  if (!isApiError(error)) return failed;
  return error.isNetworkError ? unreachable : (error.serverMessage ?? failed);
}

const NotFound = () => (
  <DocumentNotFound
    title={PURCHASE_MESSAGES.notFound}
    text={PURCHASE_MESSAGES.notFoundText}
    back={{ path: '/purchases', label: 'Back to purchases' }}
  />
);

/** Purchase view/edit, /purchase/{number}: read-only until Edit, editable only while Created. */
export function PurchaseDetailsPage() {
  const { number: param = '' } = useParams();
  const number = /^\d{1,12}$/.test(param) ? Number(param) : null;
  const query = usePurchase(number);
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PurchaseDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ current: PurchaseRecord; message: string } | null>(null);
  const [attachmentsOpen, setAttachmentsOpen] = useState(false);
  // The accounting spec: messages go after 3 seconds (field messages stay by their fields).
  useEffect(() => {
    if (problem === null) return;
    const timer = window.setTimeout(() => setProblem(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [problem]);

  if (number === null) return <NotFound />;
  if (query.isPending) return <FullPageLoader label="Loading purchase..." fullHeight={false} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
    return (
      <DocumentLoadFailure
        message={failure(query.error, FAILED.fetch, FAILED.fetchUnreachable)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const purchase = query.data.purchase;
  const show = (next: PurchaseRecord) =>
    queryClient.setQueryData(purchaseKey(number), { ...query.data, purchase: next });
  const stopEditing = () => {
    setDraft(null);
    setErrors({});
    setProblem(null);
  };
  const save = async (edited: PurchaseDraft, version: number) => {
    setSaving(true);
    setProblem(null);
    try {
      const answer = await updatePurchase({ ...purchasePayload(edited), id: purchase.id, version });
      stopEditing();
      show(answer.purchase);
      notifyBriefly(answer.message);
    } catch (error) {
      const current = staleRecord(error, purchaseRecord);
      if (current !== null) setConflict({ current, message: isApiError(error) ? error.message : '' });
      else {
        setErrors(isApiError(error) ? { ...error.fieldErrors } : {});
        setProblem(failure(error, FAILED.update, FAILED.updateUnreachable));
      }
    } finally {
      setSaving(false);
    }
  };
  const editable = isEditableStatus(purchase.status);

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/purchases" size="sm">
        ← Back to purchases
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <PageTitle title={purchaseNumberText(purchase.number)} />
          <StatusBadge status={purchase.status} />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => setAttachmentsOpen(true)}>
            {`Attachments (${purchase.attachments.length})`}
          </Button>
          {draft === null && user !== null && isAuthority(user.authority) && (
            <StatusActions
              kind="purchase"
              status={purchase.status}
              authority={user.authority}
              onMove={async (to, codes) => {
                try {
                  const answer = await movePurchase({ id: purchase.id, version: purchase.version, to, codes });
                  show(answer.purchase);
                  notifyBriefly(answer.message);
                } catch (error) {
                  // A stale or refused move leaves the screen showing what is stored now.
                  if (isApiError(error) && error.status === 409) void query.refetch();
                  throw new Error(failure(error, FAILED.status, FAILED.statusUnreachable));
                }
              }}
            />
          )}
          {editable &&
            (draft === null ? (
              <Button variant="default" onClick={() => setDraft(purchaseDraft(purchase))}>
                Edit
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={stopEditing} disabled={saving}>
                  Cancel Edit
                </Button>
                <Button loading={saving} onClick={() => void save(draft, purchase.version)}>
                  Save Changes
                </Button>
              </>
            ))}
        </Group>
      </Group>

      {problem !== null && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {problem}
        </Alert>
      )}

      <PurchaseForm
        key={purchase.version}
        draft={draft ?? purchaseDraft(purchase)}
        readOnly={draft === null}
        errors={errors}
        showItems={purchase.status !== 'Cancelled'}
        onChange={setDraft}
      />

      <Modal
        opened={attachmentsOpen}
        onClose={() => setAttachmentsOpen(false)}
        title="Purchase Attachments"
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
        styles={{ content: { maxHeight: '90vh' } }}
      >
        <AttachmentsPanel
          attachments={purchase.attachments}
          lockedBecause={takesAttachments(purchase.status) ? null : STATUS_MESSAGES.attachmentsClosed}
          upload={(name, file) => uploadDocumentAttachment('purchase', purchase.id, name, file)}
          remove={(attachmentId) => removeDocumentAttachment('purchase', purchase.id, attachmentId)}
          onChange={() => void query.refetch()}
          messages={ATTACHMENT_ALERTS}
        />
      </Modal>

      <ConflictDialog
        opened={conflict !== null}
        title="This purchase was changed meanwhile"
        message={conflict?.message ?? ''}
        differences={
          conflict === null || draft === null ? [] : purchaseDifferences(purchaseDraft(conflict.current), draft)
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
