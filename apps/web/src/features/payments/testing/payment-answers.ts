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
    { id: 30, number: 12, date: '2026-11-02', total_amount: 100, pending_amount: 40.5 },
    { id: 31, number: 13, date: '2026-11-09', total_amount: 20, pending_amount: 20 },
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

/** The JSON body a fetch mock received. */
export function sentBody(init: RequestInit | undefined): Record<string, unknown> {
  const body = init?.body;
  return JSON.parse(typeof body === 'string' ? body : '{}') as Record<string, unknown>;
}

/** How long a first render may take: lazy Mantine chunks and a busy test machine make 1 s too tight. */
export const LOAD_WAIT = { timeout: 10_000 };
