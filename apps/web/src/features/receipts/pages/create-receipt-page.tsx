import { VoucherCreatePage } from '../../../ui/voucher-create-page';
import { generateReceipt, readInvoice } from '../api/receipt-calls';
import { ReceiptForm } from '../components/receipt-form';
import { newReceipt, payingInvoice, receiptPayload, receiptProblems } from '../model/receipt-drafts';

/** Create Receipt, /receipt-create (?invoice={number} from Invoice Details): a customer's payment. */
export function CreateReceiptPage() {
  return (
    <VoucherCreatePage
      kind="receipt"
      newDraft={newReceipt}
      from={{
        param: 'invoice',
        read: readInvoice,
        apply: (draft, { invoice }) => payingInvoice(draft, invoice),
        failed: { read: 'Failed to load customer invoices', readUnreachable: 'Network error while loading invoices' },
      }}
      check={receiptProblems}
      payload={receiptPayload}
      generate={generateReceipt}
      failed={{ create: 'Failed to create receipt', createUnreachable: 'Network error while creating receipt' }}
      form={(form) => <ReceiptForm {...form} />}
    />
  );
}
