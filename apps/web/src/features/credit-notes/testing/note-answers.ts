import type { NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { InvoiceItem, InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';

const item = (fields: Partial<InvoiceItem> & Pick<InvoiceItem, 'id' | 'description'>): InvoiceItem => ({
  account_id: 25,
  account_name: 'Transportation Sales',
  job_id: null,
  qty: 1,
  amount: 0,
  vat_percentage: 0,
  vatable_amount: 0,
  vat_amount: 0,
  total_amount: 0,
  cr_dr: 'cr',
  kind: 'manual',
  credited_amount: 0,
  debited_amount: 0,
  left_amount: 0,
  ...fields,
});

/**
 * INV-ARG-12 to Acme Trading, Posted: two trips at BD 100 with 10% VAT (CN-ARG-2 has taken back BD 50 of
 * them, VAT 5), storage at BD 30 without VAT, and a discount of BD 10.
 */
export const POSTED_INVOICE: InvoiceRecord = {
  id: 40,
  number: 12,
  customer_id: 5,
  customer_name: 'Acme Trading',
  date: '2026-11-10',
  reference: null,
  narration: null,
  items: [
    item({
      id: 401,
      description: 'Haulage to Sitra',
      qty: 2,
      amount: 100,
      vat_percentage: 10,
      vatable_amount: 200,
      vat_amount: 20,
      total_amount: 220,
      credited_amount: 50,
      left_amount: 150,
    }),
    item({ id: 402, description: 'Storage', amount: 30, vatable_amount: 30, total_amount: 30, left_amount: 30 }),
    item({
      id: 403,
      description: 'Discount',
      account_id: 37,
      account_name: 'Discount',
      cr_dr: 'dr',
      kind: 'discount',
      amount: 10,
      vatable_amount: 10,
      total_amount: 10,
      left_amount: 10,
    }),
  ],
  credit_note: null,
  credit_notes: [
    { id: 2, number: 2, date: '2026-11-12', status: 'Posted', reason: 'Short delivery', total_amount: 55 },
  ],
  debit_notes: [],
  receipts: [],
  pending_amount: 185,
  opening: false,
  due_date: null,
  vatable_amount: 220,
  vat_amount: 20,
  total_amount: 240,
  status: 'Posted',
  attachments: [],
  version: 6,
};

/** CN-ARG-2 on INV-ARG-12: BD 50 of the trips and their VAT, of which BD 40 is credit left (the invoice was part-paid). */
export const CREDIT_NOTE: NoteRecord = {
  id: 2,
  number: 2,
  kind: 'credit_note',
  invoice_id: 40,
  invoice_number: 12,
  invoice_date: '2026-11-10',
  customer_id: 5,
  customer_name: 'Acme Trading',
  date: '2026-11-12',
  reason: 'Short delivery',
  status: 'Posted',
  lines: [
    {
      id: 21,
      invoice_line_id: 401,
      kind: 'manual',
      account_id: 25,
      account_name: 'Transportation Sales',
      description: 'Haulage to Sitra',
      quantity: null,
      unit_amount: 100,
      vat_percentage: 10,
      vatable_amount: 50,
      vat_amount: 5,
      total_amount: 55,
    },
  ],
  vatable_amount: 50,
  vat_amount: 5,
  total_amount: 55,
  applied_amount: 15,
  credit_left: 40,
  cancels_invoice: false,
  allocations: [],
  refunds: [],
  version: 3,
};

/** DN-ARG-1 on INV-ARG-12: one more trip. */
export const DEBIT_NOTE: NoteRecord = {
  ...CREDIT_NOTE,
  id: 1,
  number: 1,
  kind: 'debit_note',
  reason: 'Extra trip',
  lines: [{ ...CREDIT_NOTE.lines[0]!, id: 11, quantity: 1, vatable_amount: 100, vat_amount: 10, total_amount: 110 }],
  vatable_amount: 100,
  vat_amount: 10,
  total_amount: 110,
  applied_amount: 0,
  credit_left: 0,
  version: 1,
};

/** vouchers/invoices_by_customer for Acme Trading: one later invoice with BD 30 pending. */
export const ACME_PENDING_INVOICES = {
  success: true,
  data: [{ id: 50, number: 14, date: '2026-11-20', reference: 'PO-14', total_amount: 80, pending_amount: 30 }],
};
