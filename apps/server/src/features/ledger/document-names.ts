import { noteNumberText } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { expenseNumberText } from '@fleetledger/shared/expenses/expenses.rules';
import { creditNoteNumberText, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { journalNumberText } from '@fleetledger/shared/journals/journal-rules';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';

const DOCUMENT_NAMES: Record<string, { name: string; number: (n: number) => string }> = {
  invoice: { name: 'Invoice', number: invoiceNumberText },
  credit_note: { name: 'Credit note', number: creditNoteNumberText },
  debit_note: { name: 'Debit note', number: (n) => noteNumberText('debit_note', n) },
  credit_allocation: { name: 'Credit allocation', number: String },
  purchase: { name: 'Purchase voucher', number: purchaseNumberText },
  receipt: { name: 'Receipt', number: receiptNumberText },
  payment: { name: 'Supplier payment', number: paymentNumberText },
  journal: { name: 'Journal voucher', number: journalNumberText },
  expense: { name: 'Expense', number: expenseNumberText },
  expense_payment: { name: 'The payment of expense', number: expenseNumberText },
  opening_balance: { name: 'Opening balances', number: (n) => `OB-${n}` },
};

/** A document as the books' findings name it: its kind and printed number ("Invoice INV-ARG-7"). */
export function documentName(kind: string, number: number): string {
  const named = DOCUMENT_NAMES[kind] ?? { name: kind, number: String };
  return `${named.name} ${named.number(number)}`;
}
