import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isEditableStatus } from '@fleetledger/shared/documents/document-status';
import { RECEIPT_MESSAGES, receiptRecord, type ReceiptRecord } from '@fleetledger/shared/receipts/receipts.contract';
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
import { moveReceipt, updateReceipt } from '../api/receipt-calls';
import { ReceiptForm } from '../components/receipt-form';
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
} as const;

const BACK = { path: '/receipts', label: 'Back to receipts' };
const NOT_FOUND = { title: RECEIPT_MESSAGES.notFound, text: RECEIPT_MESSAGES.notFoundText, back: BACK };

/** Receipt view/edit, /receipt/{number}: read-only until Edit, editable only while Created. */
export function ReceiptDetailsPage() {
  const number = useDocumentNumber();
  const query = useDocumentDetails('receipt', number, receiptRecord, 'body');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ReceiptDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useBriefNotice();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict<ReceiptRecord> | null>(null);

  if (number === null || !query.isSuccess)
    return (
      <DocumentDetailsState
        badNumber={number === null}
        query={query}
        notFound={NOT_FOUND}
        loadingLabel="Loading receipt..."
        failureText={(error) => failureMessage(error, FAILED.fetch, FAILED.fetchUnreachable)}
      />
    );

  const receipt = query.data;
  const show = (next: ReceiptRecord) => queryClient.setQueryData(documentKey('receipt', number), next);
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
      const stale = staleConflict(error, receiptRecord);
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
      <DocumentPageHeader back={BACK} title={receiptNumberText(receipt.number)} status={receipt.status}>
        <Button component="a" variant="default" href={`/receipt/report/${receipt.number}`} target="_blank">
          Generate Report
        </Button>
        <DocumentAttachmentsButton
          kind="receipt"
          title="Receipt Attachments"
          document={receipt}
          onChange={() => void query.refetch()}
        />
        {draft === null && (
          <SignedInStatusActions
            kind="receipt"
            status={receipt.status}
            onMove={(to, codes) =>
              moveVoucher(
                moveReceipt({ id: receipt.id, version: receipt.version, to, codes }),
                (answer) => show(answer.receipt),
                () => void query.refetch(),
              )
            }
          />
        )}
        {isEditableStatus(receipt.status) && (
          <DocumentEditButtons
            editing={draft !== null}
            saving={saving}
            saveLabel="Save"
            onEdit={() => setDraft(receiptDraft(receipt))}
            onCancel={stopEditing}
            onSave={() => void save(draft!, receipt.version)}
          />
        )}
      </DocumentPageHeader>

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

      <DocumentSaveConflict
        conflict={conflict}
        title="This receipt was changed meanwhile"
        differences={(current) => (draft === null ? [] : receiptDifferences(receiptDraft(current), draft))}
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
