import { formatBD } from '../money';

/*
 * The Bahrain VAT return's boxes as this business fills them, from its taxable documents: invoices,
 * credit and debit notes on the sales side; purchase vouchers and expenses with VAT on the purchase side.
 * A box is the sum of its documents' lines, never a movement of the VAT accounts (docs/architecture.md,
 * "The VAT return").
 */

export const VAT_RETURN_BOXES = [
  { box: 1, label: 'Standard rated sales', label_ar: 'المبيعات الخاضعة للنسبة الأساسية', hasVat: true },
  { box: 4, label: 'Zero-rated domestic sales', label_ar: 'المبيعات المحلية الخاضعة لنسبة الصفر', hasVat: false },
  { box: 7, label: 'Total sales', label_ar: 'إجمالي المبيعات', hasVat: true },
  {
    box: 8,
    label: 'Standard rated domestic purchases',
    label_ar: 'المشتريات المحلية الخاضعة للنسبة الأساسية',
    hasVat: true,
  },
  {
    box: 13,
    label: 'Purchases that are zero-rated, exempt or from unregistered suppliers',
    label_ar: 'المشتريات الخاضعة لنسبة الصفر أو المعفاة أو من موردين غير مسجلين',
    hasVat: false,
  },
  { box: 14, label: 'Total purchases', label_ar: 'إجمالي المشتريات', hasVat: true },
  {
    box: 15,
    label: 'Total VAT due for current period',
    label_ar: 'إجمالي الضريبة المستحقة عن الفترة الحالية',
    hasVat: true,
  },
  { box: 16, label: 'Corrections from earlier periods', label_ar: 'تصحيحات من فترات سابقة', hasVat: true },
  { box: 18, label: 'Net VAT due (or reclaimed)', label_ar: 'صافي الضريبة المستحقة (أو المستردة)', hasVat: true },
] as const;

export type VatReturnBox = (typeof VAT_RETURN_BOXES)[number]['box'];

/** The boxes a document line goes in: standard rated (10 %) or the rest, by side. */
export const DOCUMENT_BOXES = [1, 4, 8, 13] as const;
export type DocumentBox = (typeof DOCUMENT_BOXES)[number];

/** The boxes whose documents can be listed: a document box, a total of two, or the corrections. */
export const LISTED_BOXES = [1, 4, 7, 8, 13, 14, 16] as const;
export type ListedBox = (typeof LISTED_BOXES)[number];

/** The document boxes a listed box adds up (box 16 lists corrections, not documents of the period). */
export const BOXES_LISTED: Readonly<Record<Exclude<ListedBox, 16>, readonly DocumentBox[]>> = {
  1: [1],
  4: [4],
  7: [1, 4],
  8: [8],
  13: [13],
  14: [8, 13],
};

export type VatSide = 'sales' | 'purchases';

export const SALES_BOXES: readonly DocumentBox[] = [1, 4];

export function sideOfBox(box: DocumentBox): VatSide {
  return SALES_BOXES.includes(box) ? 'sales' : 'purchases';
}

/**
 * The box a taxable line goes in: 10 % is standard rated (1 for a sale, 8 for a purchase); anything
 * else — 0 %, or an expense that carries no VAT — is box 4 or 13.
 */
export function boxOf(side: VatSide, vatPercent: number | null): DocumentBox {
  const standard = vatPercent === 10;
  if (side === 'sales') return standard ? 1 : 4;
  return standard ? 8 : 13;
}

/** One document's amount and VAT in one box, signed: a credit note's lines are negative. */
export interface BoxFigures {
  box: DocumentBox;
  amountFils: number;
  vatFils: number;
}

/** What a line's VAT does to what is owed: output VAT (sales) adds, input VAT (purchases) takes away. */
export function netVatEffect(line: { box: DocumentBox; vatFils: number }): number {
  return sideOfBox(line.box) === 'sales' ? line.vatFils : -line.vatFils;
}

export interface VatReturnFigures {
  /** Each box's amount and VAT in fils; null VAT where the box has none. */
  boxes: Record<VatReturnBox, { amountFils: number; vatFils: number | null }>;
  /** Box 18: box 15 and the corrections of box 16. Positive is owed to the NBR. */
  netVatDueFils: number;
}

/** The boxes from the period's document lines and the corrections it carries. */
export function vatReturnFigures(lines: readonly BoxFigures[], corrections: readonly BoxFigures[]): VatReturnFigures {
  const sum = (box: DocumentBox) =>
    lines
      .filter((line) => line.box === box)
      .reduce((total, line) => ({ amount: total.amount + line.amountFils, vat: total.vat + line.vatFils }), {
        amount: 0,
        vat: 0,
      });
  const [b1, b4, b8, b13] = [sum(1), sum(4), sum(8), sum(13)];
  const dueFils = b1.vat + b4.vat - (b8.vat + b13.vat);
  const correctionFils = corrections.reduce((total, line) => total + netVatEffect(line), 0);
  return {
    boxes: {
      1: { amountFils: b1.amount, vatFils: b1.vat },
      4: { amountFils: b4.amount, vatFils: null },
      7: { amountFils: b1.amount + b4.amount, vatFils: b1.vat + b4.vat },
      8: { amountFils: b8.amount, vatFils: b8.vat },
      13: { amountFils: b13.amount, vatFils: null },
      14: { amountFils: b8.amount + b13.amount, vatFils: b8.vat + b13.vat },
      15: { amountFils: 0, vatFils: dueFils },
      16: { amountFils: 0, vatFils: correctionFils },
      18: { amountFils: 0, vatFils: dueFils + correctionFils },
    },
    netVatDueFils: dueFils + correctionFils,
  };
}

/**
 * Above this net correction the NBR wants a voluntary disclosure rather than box 16 (the Executive
 * Regulations' BD 5,000).
 */
export const VOLUNTARY_DISCLOSURE_ABOVE_FILS = 5_000_000;

export const VAT_RETURN_NOTICES = {
  voluntaryDisclosure: (netFils: number) =>
    `The corrections from earlier periods come to ${formatBD(netFils)} of VAT: above BD 5,000, the NBR requires a voluntary disclosure for them instead of box 16`,
  rateCheck: (box: number, vatFils: number, amountFils: number) =>
    `Box ${box}'s VAT of ${formatBD(vatFils)} is not 10 % of its ${formatBD(amountFils)} (allowing for rounding per line): check its documents`,
} as const;

/**
 * A standard-rated box's VAT against 10 % of its amount: each line rounds to the fil (and a note's line
 * that takes the rest of an invoice line may be one fil further), so the two may differ by up to a fil
 * per line, never more.
 */
export function vatOffRate(figures: { amountFils: number; vatFils: number }, lineCount: number): boolean {
  return Math.abs(figures.vatFils * 10 - figures.amountFils) > 10 * Math.max(lineCount, 1);
}
