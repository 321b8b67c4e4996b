import { VoucherCreatePage } from '../../../documents/voucher-create-page';
import { ReceiptForm } from '../components/receipt-form';
import { RECEIPT_VOUCHER } from '../receipt-voucher';

/** Create Receipt, /receipt-create (?invoice={number} from Invoice Details): a customer's payment. */
export function CreateReceiptPage() {
  return <VoucherCreatePage voucher={RECEIPT_VOUCHER} form={(form) => <ReceiptForm {...form} />} />;
}
