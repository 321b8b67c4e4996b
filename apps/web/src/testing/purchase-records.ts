import type { PurchaseDetails } from '@fleetledger/shared/purchases/purchases.contract';

/** PV-ARG-12 of Gulf Fuel Supplies, posted, 59.500 of its 100 BD paid by PAY-ARG-2: 40.500 still owed. */
export const POSTED_PURCHASE: PurchaseDetails = {
  id: 30,
  number: 12,
  supplier_id: 9,
  customer_name: 'Gulf Fuel Supplies',
  date: '2026-11-02',
  reference: 'GF-1102',
  reference_date: null,
  narration: null,
  items: [],
  vatable_amount: 100,
  vat_amount: 0,
  total_amount: 100,
  status: 'Posted',
  version: 3,
  attachments: [],
  payments: [{ number: 2, date: '2026-11-05', status: 'Posted', amount: 59.5 }],
  pending_amount: 40.5,
  opening: false,
  due_date: null,
};
