import { useNavigate } from 'react-router';
import { Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { failureMessage } from '../../../lib/failure-message';
import { FormSubmitFooter } from '../../../ui/form-submit-footer';
import { notifyBriefly } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useCreateForm } from '../../../ui/use-create-form';
import { useNewRecordDraft } from '../../../ui/use-unsaved-changes';
import { generatePurchase } from '../api/purchase-calls';
import { PurchaseForm } from '../components/purchase-form';
import { newPurchase, purchasePayload } from '../model/purchase-drafts';

const CREATE_FAILED = 'Error creating purchase';
const CREATE_UNREACHABLE = 'Network error occurred while creating purchase';

/** Create Purchase, /purchase-create: a supplier's voucher with its account items. */
export function CreatePurchasePage() {
  const navigate = useNavigate();
  const { draft, setDraft, kept } = useNewRecordDraft('purchase-create', () => newPurchase(todayIn(COMPANY_TIME_ZONE)));

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
