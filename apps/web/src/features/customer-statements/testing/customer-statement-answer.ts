import type { CustomerStatement } from '@fleetledger/shared/ledger/books.contract';

/** An answer of the customer statement call as the contract shapes it, for the page test. */
export const CUSTOMER_STATEMENT: CustomerStatement = {
  success: true,
  customer: { id: 7, name: 'Gulf Freight WLL', cr_name: null },
  from: '2026-11-01',
  to: '2026-11-30',
  opening_balance: 100,
  total_debit: 263.025,
  total_credit: 50,
  closing_balance: 313.025,
  unallocated_advance: 0,
  rows: [
    {
      date: '2026-11-05',
      source_kind: 'invoice',
      source_number: 'INV-ARG-12',
      description: 'Invoice',
      debit: 263.025,
      credit: 0,
      balance: 363.025,
    },
    {
      date: '2026-11-09',
      source_kind: 'receipt',
      source_number: 'RCPT-ARG-4',
      description: 'Receipt',
      debit: 0,
      credit: 50,
      balance: 313.025,
    },
  ],
};
