import { useNavigate } from 'react-router';
import { Stack } from '@mantine/core';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { purchaseDetailsResponse, type PurchaseDetails } from '@fleetledger/shared/purchases/purchases.contract';
import { failureMessage } from '../../../lib/failure-message';
import { CreateOrDuplicate, type DuplicateOf } from '../../../documents/duplicate-source';
import { FormSubmitFooter } from '../../../ui/form-submit-footer';
import { notifyBriefly } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useCreateForm } from '../../../ui/use-create-form';
import { useNewRecordDraft } from '../../../ui/use-unsaved-changes';
import { generatePurchase } from '../api/purchase-calls';
import { PurchaseForm } from '../components/purchase-form';
import { newPurchase, purchaseCopy, purchasePayload, type PurchaseDraft } from '../model/purchase-drafts';

const CREATE_FAILED = 'Error creating purchase';
const CREATE_UNREACHABLE = 'Network error occurred while creating purchase';

const PURCHASE_COPIED: DuplicateOf<{ purchase: PurchaseDetails }, PurchaseDetails> = {
  kind: 'purchase',
  schema: purchaseDetailsResponse,
  read: (answer) => answer.purchase,
  numberText: purchaseNumberText,
};

/** Create Purchase, /purchase-create: a supplier's voucher with its account items; a copy of one after Duplicate. */
export function CreatePurchasePage() {
  return <CreateOrDuplicate of={PURCHASE_COPIED} blank={newPurchase} copy={purchaseCopy} form={PurchaseCreateForm} />;
}

/** `source`: the purchase copied, if any; its draft is kept apart from a blank purchase's. */
function PurchaseCreateForm({ initial, source }: { initial: PurchaseDraft; source: number | null }) {
  const navigate = useNavigate();
  const { draft, setDraft, kept } = useNewRecordDraft('purchase-create', () => initial, source);

  const { errors, problem, saving, submit } = useCreateForm(
    () => generatePurchase(purchasePayload(draft)),
    (answer) => {
      kept.settle();
      notifyBriefly(answer.message);
      void navigate(`/purchase/${answer.purchase_number}`);
    },
    (error) => failureMessage(error, CREATE_FAILED, CREATE_UNREACHABLE),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <PageTitle title="Create Purchase" />
        <UnsavedDraft draft={kept} />
        <PurchaseForm draft={draft} readOnly={false} errors={errors} onChange={setDraft} />
        <FormSubmitFooter problem={problem} busy={saving} label="Generate Purchase" />
      </Stack>
    </form>
  );
}
