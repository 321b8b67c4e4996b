import { VAT_RETURN_BOXES, VAT_RETURN_NOTICES } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import type {
  FiledVatReturn,
  FiledVatReturnSummary,
  VatReturn,
  VatReturnDocuments,
} from '@fleetledger/shared/vat-returns/vat-returns.contract';

/** Answers of the VAT return calls as the contract shapes them, for the page and model tests. */

/** A box as the return answers it, labelled from the one list. */
function box(n: number, amount: number, vat: number | null): VatReturn['boxes'][number] {
  const { label, label_ar } = VAT_RETURN_BOXES.find((row) => row.box === n)!;
  return { box: n, label, label_ar, amount, vat };
}

/** Q4 2026 as a draft: BD 250.500 of standard-rated sales, BD 40 of purchases, nothing else. */
export function vatReturn(netVatDue: number): VatReturn {
  return {
    success: true,
    from: '2026-10-01',
    to: '2026-12-31',
    boxes: [
      box(1, 250.5, 12.525),
      box(4, 0, null),
      box(7, 250.5, 12.525),
      box(8, 40, 2),
      box(13, 0, null),
      box(14, 40, 2),
      box(15, 0, 10.525),
      box(16, 0, 0),
      box(18, 0, netVatDue),
    ],
    net_vat_due: netVatDue,
    notices: [],
    corrections: [],
    discounts: [],
    outside: [],
    filed: null,
    books_differ: null,
  };
}

/** 06:41 UTC is 09:41 in Bahrain. */
export const FILED_AT = '2026-10-04T06:41:00.000Z';

const NOTHING_DIFFERS = { output_vat: 0, input_vat: 0, net_vat: 0, documents: [], carried: [] };

/** A locked period's return as filed (Q3 2026), the books agreeing with it since. */
export const FILED_Q3: FiledVatReturn = {
  ...vatReturn(10.525),
  from: '2026-07-01',
  to: '2026-09-30',
  filed: { id: 3, filed_by: 'Aisha Al Khalifa', filed_at: FILED_AT },
  books_differ: NOTHING_DIFFERS,
};

/** The period's draft: the same boxes read from the books, not filed. */
export function draftReturn(period: { from: string; to: string }): VatReturn {
  return { ...vatReturn(10.525), ...period };
}

/** INV-ARG-31 of 28/09/2026 to Gulf Freight, in box 1: posted after Q3 was filed, so Q3's books differ by it. */
const INVOICE_31 = {
  kind: 'invoice',
  id: 31,
  number: 'INV-ARG-31',
  date: '2026-09-28',
  party: 'Gulf Freight WLL',
  box: 1,
} as const;

/**
 * Q3 as filed, and what the books say since: an invoice posted after filing (BD 100, VAT BD 10) and a
 * purchase cancelled (its VAT BD 2 no longer claimed), of which Q4's return carried the invoice.
 */
export const FILED_Q3_DIFFERING: FiledVatReturn = {
  ...FILED_Q3,
  books_differ: {
    output_vat: 10,
    input_vat: -2,
    net_vat: 12,
    documents: [
      { ...INVOICE_31, amount: 100, vat: 10 },
      {
        kind: 'purchase',
        id: 9,
        number: 'PV-ARG-9',
        date: '2026-08-14',
        party: 'Bapco Retail',
        box: 8,
        amount: -20,
        vat: -2,
      },
    ],
    carried: [{ from: '2026-10-01', to: '2026-12-31', net_vat: 5 }],
  },
};

/** A Q3 correction of an invoice posted after Q3 was filed: BD 60,000 and its VAT, above the BD 5,000 limit. */
export const LARGE_CORRECTION: VatReturn['corrections'][number] = {
  ...INVOICE_31,
  amount: 60000,
  vat: 6000,
  corrected_from: '2026-07-01',
  corrected_to: '2026-09-30',
};

/**
 * Q4 as a draft carrying a large Q3 correction in box 16, a VAT payment by journal and an opening
 * balance outside the boxes, and a discount on an invoice.
 */
export const Q4_WITH_LISTS: VatReturn = {
  ...vatReturn(6010.525),
  boxes: vatReturn(6010.525).boxes.map((row) => (row.box === 16 ? { ...row, vat: 6000 } : row)),
  notices: [VAT_RETURN_NOTICES.voluntaryDisclosure(6_000_000)],
  corrections: [LARGE_CORRECTION],
  outside: [
    {
      source_kind: 'journal',
      number: 'JV-ARG-5',
      date: '2026-10-15',
      account_id: 41,
      account_name: 'VAT Output',
      amount: -120,
    },
    {
      source_kind: 'opening_balance',
      number: 'OB-1',
      date: '2026-10-01',
      account_id: 42,
      account_name: 'VAT Input',
      amount: -3.5,
    },
  ],
  discounts: [
    { side: 'sales', kind: 'invoice', number: 'INV-ARG-40', date: '2026-11-02', party: 'Gulf Freight WLL', amount: -5 },
  ],
};

/** Box 7 of Q4: an invoice in box 1, a credit note taking part of it back, and a zero-rated invoice in box 4. */
export const BOX_7: VatReturnDocuments = {
  success: true,
  from: '2026-10-01',
  to: '2026-12-31',
  box: 7,
  label: 'Total sales',
  rows: [
    {
      kind: 'invoice',
      id: 12,
      number: 'INV-ARG-12',
      date: '2026-11-05',
      party: 'Gulf Freight WLL',
      box: 1,
      amount: 260.5,
      vat: 13.025,
    },
    {
      kind: 'credit_note',
      id: 3,
      number: 'CN-ARG-3',
      date: '2026-11-20',
      party: 'Gulf Freight WLL',
      box: 1,
      amount: -10,
      vat: -0.5,
    },
    {
      kind: 'invoice',
      id: 14,
      number: 'INV-ARG-14',
      date: '2026-12-01',
      party: 'Seef Logistics',
      box: 4,
      amount: 0,
      vat: 0,
    },
  ],
  totals: { amount: 250.5, vat: 12.525 },
};

/** Box 16 of Q4: the large Q3 correction and a Q3 expense whose VAT went up by BD 0.500. */
export const BOX_16: VatReturnDocuments = {
  success: true,
  from: '2026-10-01',
  to: '2026-12-31',
  box: 16,
  label: 'Corrections from earlier periods',
  rows: [
    LARGE_CORRECTION,
    {
      kind: 'expense',
      id: 40,
      number: 'EXP-40',
      date: '2026-09-10',
      party: 'Bapco Retail',
      box: 8,
      amount: 5,
      vat: 0.5,
      corrected_from: '2026-07-01',
      corrected_to: '2026-09-30',
    },
  ],
  totals: { amount: 60005, vat: 6000.5 },
};

/** The filed returns list: Q3 as filed, the books since differing by BD 12 of net VAT. */
export const FILED_RETURNS: FiledVatReturnSummary[] = [
  {
    from: FILED_Q3_DIFFERING.from,
    to: FILED_Q3_DIFFERING.to,
    boxes: FILED_Q3_DIFFERING.boxes,
    net_vat_due: FILED_Q3_DIFFERING.net_vat_due,
    filed: FILED_Q3_DIFFERING.filed,
    books_differ: FILED_Q3_DIFFERING.books_differ,
  },
];
