import type { NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { PaymentRecord } from '@fleetledger/shared/payments/payments.contract';

/** vouchers/customers_details: the customers, suppliers among them. */
export const SUPPLIERS = {
  status: 'success',
  message: 'ok',
  data: [
    { id: 3, name: 'Bahrain Steel', cr_name: null },
    { id: 9, name: 'Gulf Fuel Supplies', cr_name: null },
  ],
};

/** vouchers/purchases_by_supplier for Gulf Fuel Supplies: two posted purchases with something pending. */
export const GULF_FUEL_PURCHASES = {
  success: true,
  data: [
    { id: 30, number: 12, date: '2026-11-02', reference: 'GF-881', total_amount: 100, pending_amount: 40.5 },
    { id: 31, number: 13, date: '2026-11-09', reference: 'GF-902', total_amount: 20, pending_amount: 20 },
  ],
};

/** A cheque payment, still Created, paying PV-ARG-12 and leaving an advance. */
export const STORED_PAYMENT: PaymentRecord = {
  id: 5,
  number: 3,
  date: '2026-11-20',
  account_id: 26,
  account_name: 'Al Salam Bank',
  supplier_id: 9,
  supplier_name: 'Gulf Fuel Supplies',
  type: 'cheque',
  total_amount: 60,
  advance_amount: 19.5,
  reference: 'GF-PAY-1',
  narration: 'Diesel, October',
  cheques: { number: 'CHQ-9', date: '2026-11-19', bank: 'BBK' },
  status: 'Created',
  items: [
    {
      id: 41,
      supplier_id: 9,
      purchase_id: 30,
      purchase_number: 12,
      credit_note_id: null,
      credit_note_number: null,
      cr_dr: 'dr',
      amount: 40.5,
      description: null,
    },
    {
      id: 42,
      supplier_id: 9,
      purchase_id: null,
      purchase_number: null,
      credit_note_id: null,
      credit_note_number: null,
      cr_dr: 'dr',
      amount: 19.5,
      description: null,
    },
  ],
  attachments: [],
  version: 2,
};

/** CN-ARG-7 on Bahrain Steel's INV-ARG-40, paid already: BD 25.250 of it is the customer's credit left. */
export const CREDIT_NOTE_7: NoteRecord = {
  id: 71,
  number: 7,
  kind: 'credit_note',
  invoice_id: 400,
  invoice_number: 40,
  invoice_date: '2026-11-10',
  customer_id: 3,
  customer_name: 'Bahrain Steel',
  date: '2026-12-01',
  reason: 'Two trips charged twice',
  status: 'Posted',
  lines: [
    {
      id: 1,
      invoice_line_id: 11,
      kind: 'manual',
      account_id: 40,
      account_name: 'Transport revenue',
      description: 'Trip to Sitra',
      quantity: 2,
      unit_amount: 12.5,
      vat_percentage: 10,
      vatable_amount: 25,
      vat_amount: 2.5,
      total_amount: 27.5,
    },
  ],
  vatable_amount: 25,
  vat_amount: 2.5,
  total_amount: 27.5,
  applied_amount: 2.25,
  credit_left: 25.25,
  cancels_invoice: false,
  allocations: [],
  refunds: [],
  version: 1,
};

/** vouchers/credit_note_details for CN-ARG-7. */
export const CREDIT_NOTE_7_ANSWER = { status: 'success', credit_note: CREDIT_NOTE_7, message: 'ok' };

/** A cash payment, still Created, giving Bahrain Steel back BD 20 of CN-ARG-7's credit. */
export const STORED_REFUND: PaymentRecord = {
  ...STORED_PAYMENT,
  id: 6,
  number: 4,
  account_id: 27,
  account_name: 'Cash GL',
  supplier_id: 3,
  supplier_name: 'Bahrain Steel',
  type: 'cash',
  total_amount: 20,
  advance_amount: 0,
  reference: null,
  narration: 'Refund of CN-ARG-7',
  cheques: null,
  items: [
    {
      id: 61,
      supplier_id: 3,
      purchase_id: null,
      purchase_number: null,
      credit_note_id: 71,
      credit_note_number: 7,
      cr_dr: 'dr',
      amount: 20,
      description: 'Refund of CN-ARG-7',
    },
  ],
};

/** STORED_REFUND's line as the payment form sends it: BD 20 of CN-ARG-7's credit back to Bahrain Steel (`id` null while new). */
export const sentRefundItem = (id: number | null) => ({
  id,
  supplier_id: 3,
  purchase_id: null,
  credit_note_id: 71,
  cr_dr: 'dr',
  amount: 20,
  description: 'Refund of CN-ARG-7',
});
