import { MoneyVoucherDetails } from '../../../documents/money-voucher-details';
import { ReceiptForm } from '../components/receipt-form';
import { RECEIPT_VOUCHER } from '../receipt-voucher';

/** Receipt view/edit, /receipt/{number}: read-only until Edit, editable only while Created. */
export function ReceiptDetailsPage() {
  return (
    <MoneyVoucherDetails
      voucher={RECEIPT_VOUCHER}
      form={(form, receipt) => <ReceiptForm {...form} accountLocked receiptId={receipt.id} />}
    />
  );
}
