import { useState } from 'react';
import { Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { failureMessage } from '../../../lib/failure-message';
import { partyAmountProblem } from '../../../lib/party-payment';
import { FormSubmitFooter } from '../../../ui/form-submit-footer';
import { PageTitle } from '../../../ui/page-title';
import { useAddressedDocument, useVoucherCreate } from '../../../ui/use-voucher-create';
import { generateReceipt, readInvoice } from '../api/receipt-calls';
import { ReceiptForm } from '../components/receipt-form';
import { newReceipt, payingInvoice, receiptPayload } from '../model/receipt-drafts';

const FAILED = { create: 'Failed to create receipt', createUnreachable: 'Network error while creating receipt' };

/** Create Receipt, /receipt-create (?invoice={number} from Invoice Details): a customer's payment. */
export function CreateReceiptPage() {
  const [draft, setDraft] = useState(() => newReceipt(todayIn(COMPANY_TIME_ZONE)));
  const create = useVoucherCreate({ kind: 'receipt', generate: generateReceipt, failed: FAILED });
  useAddressedDocument(
    'invoice',
    readInvoice,
    ({ invoice }) => setDraft((shown) => payingInvoice(shown, invoice)),
    (error) =>
      create.setProblem(
        failureMessage(error, 'Failed to load customer invoices', 'Network error while loading invoices'),
      ),
  );

  const missing: Record<string, string> = {};
  if (draft.accountId === null) missing.account_id = RECEIPT_MESSAGES.accountRequired;
  else if (draft.customer === null && draft.adjustments.length === 0) missing.items = RECEIPT_MESSAGES.itemsRequired;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const notice = Object.values(missing)[0] ?? partyAmountProblem(draft.customer);
        void create.submit(receiptPayload(draft), missing, notice);
      }}
      noValidate
    >
      <Stack gap="md">
        <PageTitle title="Create Receipt" />
        <ReceiptForm draft={draft} readOnly={false} errors={create.errors} onChange={setDraft} />
        <FormSubmitFooter problem={create.problem} busy={create.busy} label="Create Receipt" />
      </Stack>
    </form>
  );
}
