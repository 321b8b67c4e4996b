import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isEditableStatus } from '@fleetledger/shared/documents/document-status';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import {
  PURCHASE_MESSAGES,
  purchaseDetailsResponse,
  purchaseRecord,
  type PurchaseRecord,
} from '@fleetledger/shared/purchases/purchases.contract';
import { fieldErrorsOf } from '../../../lib/api-error';
import { documentKey, useDocumentDetails } from '../../../lib/document-details';
import { useDocumentNumber } from '../../../lib/document-number';
import { failureMessage } from '../../../lib/failure-message';
import { staleConflict, type SaveConflict } from '../../../lib/stale-record';
import { DocumentAttachmentsButton } from '../../../ui/document-attachments';
import { DocumentEditButtons } from '../../../ui/document-edit-buttons';
import { DocumentPageHeader } from '../../../ui/document-page-header';
import { DocumentDetailsState } from '../../../ui/document-page-states';
import { DocumentSaveConflict } from '../../../ui/document-save-conflict';
import { moveVoucher } from '../../../ui/document-status-move';
import { FormProblem } from '../../../ui/form-problem';
import { notifyBriefly } from '../../../ui/notify';
import { SignedInStatusActions } from '../../../ui/signed-in-status-actions';
import { useBriefNotice } from '../../../ui/use-brief-notice';
import { movePurchase, updatePurchase } from '../api/purchase-calls';
import { PurchaseForm } from '../components/purchase-form';
import { purchaseDifferences, purchaseDraft, purchasePayload, type PurchaseDraft } from '../model/purchase-drafts';

/** The accounting spec's words for what went wrong, when the server gave none of its own. */
const FAILED = {
  fetch: 'Failed to fetch purchase details',
  fetchUnreachable: 'Network error occurred while fetching purchase details',
  update: 'Failed to update purchase',
  updateUnreachable: 'Network error occurred while updating purchase',
} as const;

const BACK = { path: '/purchases', label: 'Back to purchases' };
const NOT_FOUND = { title: PURCHASE_MESSAGES.notFound, text: PURCHASE_MESSAGES.notFoundText, back: BACK };

/** Purchase view/edit, /purchase/{number}: read-only until Edit, editable only while Created. */
export function PurchaseDetailsPage() {
  const number = useDocumentNumber();
  const query = useDocumentDetails('purchase', number, purchaseDetailsResponse);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PurchaseDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useBriefNotice();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict<PurchaseRecord> | null>(null);

  if (number === null || !query.isSuccess)
    return (
      <DocumentDetailsState
        badNumber={number === null}
        query={query}
        notFound={NOT_FOUND}
        loadingLabel="Loading purchase..."
        failureText={(error) => failureMessage(error, FAILED.fetch, FAILED.fetchUnreachable)}
      />
    );

  const purchase = query.data.purchase;
  const show = (next: PurchaseRecord) =>
    queryClient.setQueryData(documentKey('purchase', number), { ...query.data, purchase: next });
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
      const stale = staleConflict(error, purchaseRecord);
      if (stale !== null) setConflict(stale);
      else {
        setErrors(fieldErrorsOf(error));
        setProblem(failureMessage(error, FAILED.update, FAILED.updateUnreachable));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <DocumentPageHeader back={BACK} title={purchaseNumberText(purchase.number)} status={purchase.status}>
        <DocumentAttachmentsButton
          kind="purchase"
          title="Purchase Attachments"
          document={purchase}
          onChange={() => void query.refetch()}
        />
        {draft === null && (
          <SignedInStatusActions
            kind="purchase"
            status={purchase.status}
            onMove={(to, codes) =>
              moveVoucher(
                movePurchase({ id: purchase.id, version: purchase.version, to, codes }),
                (answer) => show(answer.purchase),
                () => void query.refetch(),
              )
            }
          />
        )}
        {isEditableStatus(purchase.status) && (
          <DocumentEditButtons
            editing={draft !== null}
            saving={saving}
            saveLabel="Save Changes"
            onEdit={() => setDraft(purchaseDraft(purchase))}
            onCancel={stopEditing}
            onSave={() => void save(draft!, purchase.version)}
          />
        )}
      </DocumentPageHeader>

      <FormProblem message={problem} />

      <PurchaseForm
        key={purchase.version}
        draft={draft ?? purchaseDraft(purchase)}
        readOnly={draft === null}
        errors={errors}
        showItems={purchase.status !== 'Cancelled'}
        onChange={setDraft}
      />

      <DocumentSaveConflict
        conflict={conflict}
        title="This purchase was changed meanwhile"
        differences={(current) => (draft === null ? [] : purchaseDifferences(purchaseDraft(current), draft))}
        onKeepMine={(current) => {
          if (draft !== null) void save(draft, current.version);
        }}
        onTakeTheirs={(current) => {
          stopEditing();
          show(current);
        }}
        onClose={() => setConflict(null)}
      />
    </Stack>
  );
}
