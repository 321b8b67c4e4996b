import type { Aging, GeneralLedger, TrialBalance } from '@fleetledger/shared/ledger/books.contract';
import type { PayablesAging } from '@fleetledger/shared/ledger/payables.contract';
import { GULF_FREIGHT_NOVEMBER } from '../../../testing/gulf-freight-november';

/** Answers of the books calls as the contract shapes them, for the page and model tests. */

/** The Trial Balance's columns as the screen and the workbook head them. */
export const TRIAL_BALANCE_HEADERS = [
  'Account',
  'Opening Dr',
  'Opening Cr',
  'Debit',
  'Credit',
  'Closing Dr',
  'Closing Cr',
];

export const TRIAL_BALANCE: TrialBalance = {
  success: true,
  from: '2026-11-01',
  to: '2026-11-30',
  rows: [
    {
      account_id: 25,
      account_code: '4000',
      account_name: 'Transportation Sales',
      type: 'income' as const,
      dr_cr: 'cr',
      opening_debit: 0,
      opening_credit: 100,
      debit: 0,
      credit: 250.5,
      closing_debit: 0,
      closing_credit: 350.5,
    },
    {
      account_id: 38,
      account_code: '1200',
      account_name: 'Accounts Receivable',
      type: 'asset' as const,
      dr_cr: 'dr',
      opening_debit: 100,
      opening_credit: 0,
      debit: 263.025,
      credit: 50,
      closing_debit: 313.025,
      closing_credit: 0,
    },
    {
      account_id: 41,
      account_code: '2200',
      account_name: 'VAT Output',
      type: 'liability' as const,
      dr_cr: 'cr',
      opening_debit: 0,
      opening_credit: 0,
      debit: 0,
      credit: 12.525,
      closing_debit: 0,
      closing_credit: 12.525,
    },
    {
      account_id: 26,
      account_code: '1120',
      account_name: 'Al Salam Bank',
      type: 'asset' as const,
      dr_cr: 'dr',
      opening_debit: 0,
      opening_credit: 0,
      debit: 50,
      credit: 0,
      closing_debit: 50,
      closing_credit: 0,
    },
  ],
  totals: {
    opening_debit: 100,
    opening_credit: 100,
    debit: 313.025,
    credit: 313.025,
    closing_debit: 363.025,
    closing_credit: 363.025,
  },
};

export const GENERAL_LEDGER: GeneralLedger = {
  success: true,
  account: { id: 38, name: 'Accounts Receivable', dr_cr: 'dr' },
  ...GULF_FREIGHT_NOVEMBER,
  closing_date: GULF_FREIGHT_NOVEMBER.to,
  page: 1,
  page_count: 1,
  line_count: 2,
  rows: [
    {
      line_id: 901,
      entry_id: 71,
      date: '2026-11-05',
      source_kind: 'invoice',
      source_number: 'INV-ARG-12',
      memo: 'Invoice INV-ARG-12',
      party_name: 'Gulf Freight WLL',
      truck_number: null,
      job_number: null,
      debit: 263.025,
      credit: 0,
      balance: 363.025,
    },
    {
      line_id: 905,
      entry_id: 72,
      date: '2026-11-09',
      source_kind: 'receipt',
      source_number: 'RCPT-ARG-4',
      memo: 'Receipt RCPT-ARG-4',
      party_name: 'Gulf Freight WLL',
      truck_number: null,
      job_number: null,
      debit: 0,
      credit: 50,
      balance: 313.025,
    },
  ],
};

/** One customer owes, so the totals are that customer's figures. */
const GULF_FREIGHT_AGED: Aging['totals'] = {
  not_due: 213.025,
  days_1_30: 100,
  days_31_60: 0,
  days_61_90: 0,
  over_90: 0,
  advance: 0,
  balance: 313.025,
};

export const AGING: Aging = {
  success: true,
  date: '2026-11-23',
  rows: [{ customer_id: 7, customer_name: 'Gulf Freight WLL', payment_terms_days: 30, ...GULF_FREIGHT_AGED }],
  totals: GULF_FREIGHT_AGED,
};

/** We owe two suppliers: one late, one paid ahead beyond what is open. */
export const PAYABLES_AGING: PayablesAging = {
  success: true,
  date: '2026-09-30',
  rows: [
    {
      supplier_id: 11,
      supplier_name: 'Bapco Retail',
      payment_terms_days: 0,
      not_due: 11,
      days_1_30: 65,
      days_31_60: 0,
      days_61_90: 0,
      over_90: 0,
      advance: 2,
      balance: 74,
    },
    {
      supplier_id: 12,
      supplier_name: 'Gulf Tyres WLL',
      payment_terms_days: 30,
      not_due: 0,
      days_1_30: 0,
      days_31_60: 30,
      days_61_90: 0,
      over_90: 40,
      advance: 15,
      balance: 55,
    },
  ],
  totals: {
    not_due: 11,
    days_1_30: 65,
    days_31_60: 30,
    days_61_90: 0,
    over_90: 40,
    advance: 17,
    balance: 129,
  },
};
