import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { fieldErrorsOf } from '../../../lib/api-error';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { documentNumber } from '../../../lib/document-number';
import { failureMessage } from '../../../lib/failure-message';
import { FormSubmitFooter } from '../../../ui/form-submit-footer';
import { notifyBriefly } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { useBriefNotice } from '../../../ui/use-brief-notice';
import { generateReceipt, readInvoice } from '../api/receipt-calls';
import { ReceiptForm } from '../components/receipt-form';
import { customerAmountProblem, newReceipt, payingInvoice, receiptPayload } from '../model/receipt-drafts';
import { newRequestKey } from '../model/request-key';

/** The accounting spec: the new receipt opens a second after the notice. */
const OPEN_AFTER_MS = 1000;

/** Create Receipt, /receipt-create (?invoice={number} from Invoice Details): a customer's payment. */
export function CreateReceiptPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invoiceNumber = documentNumber(params.get('invoice') ?? '');
  const [draft, setDraft] = useState(() => newReceipt(todayIn(COMPANY_TIME_ZONE)));
  // One key per form: a double click or a retry after a lost answer gets the receipt the first made.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useBriefNotice();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<number | null>(null);

  useEffect(() => {
    if (invoiceNumber === null) return;
    let current = true;
    readInvoice(invoiceNumber).then(
      ({ invoice }) => current && setDraft((shown) => payingInvoice(shown, invoice)),
      (error: unknown) =>
        current &&
        setProblem(failureMessage(error, 'Failed to load customer invoices', 'Network error while loading invoices')),
    );
    return () => {
      current = false;
    };
  }, [invoiceNumber, setProblem]);

  useEffect(() => {
    if (created === null) return;
    const timer = window.setTimeout(() => void navigate(`/receipt/${created}`), OPEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (draft.accountId === null) missing.account_id = RECEIPT_MESSAGES.accountRequired;
    else if (draft.customer === null && draft.adjustments.length === 0) missing.items = RECEIPT_MESSAGES.itemsRequired;
    const shortfall = customerAmountProblem(draft.customer);
    const local = Object.values(missing)[0] ?? shortfall;
    setErrors(missing);
    setProblem(local);
    if (local !== null) return;
    setSaving(true);
    try {
      const answer = await generateReceipt(receiptPayload(draft), requestKey);
      setRequestKey(newRequestKey());
      notifyBriefly(answer.message);
      setCreated(answer.number);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setProblem(failureMessage(error, 'Failed to create receipt', 'Network error while creating receipt'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <PageTitle title="Create Receipt" />
        <ReceiptForm draft={draft} readOnly={false} errors={errors} onChange={setDraft} />
        {/* Stays busy after a success until the new receipt opens, so it is not sent twice. */}
        <FormSubmitFooter problem={problem} busy={saving || created !== null} label="Create Receipt" />
      </Stack>
    </form>
  );
}
