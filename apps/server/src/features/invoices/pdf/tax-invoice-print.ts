import { amountInWords, type AmountInWords } from '@fleetledger/shared/amount-in-words';
import { addDays } from '@fleetledger/shared/dates';
import type { InvoiceItem, InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { NOTE_NOUN, noteNumberText, type NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { creditNoteNumberText, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import type { AddressFields } from '@fleetledger/shared/masterdata/postal-address';
import { bdToFils, formatFils } from '@fleetledger/shared/money';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import {
  fact,
  partyLines,
  printedBd,
  printedDate,
  printedFils,
  printedHead,
  total,
  type PrintedDocument,
  type PrintedFact,
} from '../../../typeset/printed-document';
import { typeset } from '../../../typeset/typesetter';
import { DRAFT, WORDING, ZERO_RATE_AR } from './tax-invoice-wording';

export interface InvoicedJob {
  itemId: number;
  date: string;
  jobNumber: string | null;
  container: string | null;
  description: string;
  amountFils: number;
}

export interface TaxInvoiceInput {
  invoice: InvoiceRecord;
  company: CompanySettings;
  logo: Buffer | null;
  customer: AddressFields & {
    name: string;
    cr_name: string | null;
    vat_number: string | null;
    payment_terms_days: number;
  };
  /** Every job the invoice's lines carry, for the dates of supply. */
  jobs: InvoicedJob[];
  /** Whether the job details page is printed. */
  includeDetails: boolean;
  /** A reprint of a Posted invoice whose original was already issued. */
  copy: boolean;
  /** The invoice itself, or a tax credit or debit note on it (`note`). */
  kind: 'invoice' | NoteKind;
  note: NoteRecord | null;
}

/** What the tax-invoice template reads (templates/tax-invoice.typ). */
interface TaxInvoicePrint extends PrintedDocument {
  narration: string | null;
  lines: {
    no: string;
    description: string;
    supply: string | null;
    qty: string;
    unit: string;
    net: string;
    rate: string;
    vat: string;
    amount: string;
  }[];
  breakdown: { rate: string; rate_ar: string | null; taxable: string; vat: string }[];
  words: AmountInWords;
  zero_rated_note: PrintedFact | null;
  bank: PrintedFact[] | null;
  jobs: {
    rows: Record<'date' | 'job_number' | 'container' | 'description' | 'amount', string>[];
    total: string;
  } | null;
}

/** What a document prints as its lines: the invoice's, or the note's (each correcting one of the invoice's). */
type PrintedLine = Pick<
  InvoiceItem,
  'id' | 'kind' | 'description' | 'vat_percentage' | 'vatable_amount' | 'vat_amount' | 'total_amount'
> & {
  qty: number | null;
  amount: number | null;
};

function printedLines({ invoice, note }: TaxInvoiceInput): PrintedLine[] {
  if (note === null) return invoice.items;
  return note.lines.map((line) => ({
    id: line.invoice_line_id,
    kind: line.kind,
    description: line.description,
    vat_percentage: line.vat_percentage,
    vatable_amount: line.vatable_amount,
    vat_amount: line.vat_amount,
    total_amount: line.total_amount,
    qty: line.quantity,
    amount: line.quantity === null ? null : line.unit_amount,
  }));
}

/** The printed document's own totals: the invoice's, or the note's. */
function printedTotals({ invoice, note }: TaxInvoiceInput) {
  return note ?? invoice;
}

/**
 * A tax invoice is issued when the invoice is posted, and stays issued when a credit note cancels it;
 * before (or cancelled before it was ever posted) it is a draft. A note is issued as it is made.
 */
const isIssued = ({ invoice, note }: TaxInvoiceInput) =>
  note !== null || invoice.status === 'Posted' || invoice.credit_note !== null;

/** A discount's figures print negative: it takes from the total. */
const signOf = (item: Pick<InvoiceItem, 'kind'>) => (item.kind === 'discount' ? -1 : 1);

function dateRange(dates: string[]): string | null {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort();
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  return first === last ? printedDate(first) : `${printedDate(first)} – ${printedDate(last)}`;
}

/**
 * The date of supply: the range of the job dates, for the whole invoice; per line as well where the
 * lines' ranges differ. A line without jobs is supplied on the date of issue.
 */
function supplyDates({ invoice, jobs }: TaxInvoiceInput) {
  const perItem = new Map(
    invoice.items.map((item) => [item.id, dateRange(jobs.filter((job) => job.itemId === item.id).map((j) => j.date))]),
  );
  const distinct = new Set([...perItem.values()].filter((range) => range !== null));
  return {
    invoice: dateRange(jobs.map((job) => job.date)) ?? printedDate(invoice.date),
    ofItem: (item: Pick<InvoiceItem, 'id'>) => (distinct.size > 1 ? (perItem.get(item.id) ?? null) : null),
  };
}

function facts(input: TaxInvoiceInput, supply: string): PrintedDocument['facts'] {
  const { invoice, note, customer } = input;
  if (note !== null) {
    return [
      fact(`${NOTE_NOUN[note.kind]} No.`, 'رقم الإشعار', noteNumberText(note.kind, note.number)),
      fact('Date of issue', 'تاريخ الإصدار', printedDate(note.date)),
      fact(
        note.kind === 'credit_note' ? 'Credits invoice' : 'Debits invoice',
        'الفاتورة المعدلة',
        `${invoiceNumberText(invoice.number)} of ${printedDate(invoice.date)}`,
      ),
      fact('Date of supply', 'تاريخ التوريد', supply),
      fact('Reason', 'السبب', note.reason),
    ];
  }
  return [
    isIssued(input)
      ? fact('Invoice No.', 'رقم الفاتورة', invoiceNumberText(invoice.number))
      : fact('Status', 'الحالة', invoice.status),
    fact('Date of issue', 'تاريخ الإصدار', printedDate(invoice.date)),
    fact('Date of supply', 'تاريخ التوريد', supply),
    fact('Due date', 'تاريخ الاستحقاق', printedDate(addDays(invoice.date, customer.payment_terms_days))),
    fact('Reference', 'المرجع', invoice.reference ?? '—'),
  ];
}

/** Red lines under the title: a copy, a cancelled invoice (and the credit note that cancelled it), or a cancelled note. */
function notices({ invoice, copy, note }: TaxInvoiceInput): string[] {
  if (note !== null) return note.status === 'Cancelled' ? ['CANCELLED · ملغى'] : [];
  const cancelling = invoice.credit_note;
  const cancelled =
    cancelling === null
      ? 'CANCELLED · ملغاة'
      : `CANCELLED — credited by ${creditNoteNumberText(cancelling.number)} on ${printedDate(cancelling.date)} · ملغاة`;
  return [
    ...(copy ? ['COPY — a reprint of the issued original · نسخة'] : []),
    ...(invoice.status === 'Cancelled' ? [cancelled] : []),
  ];
}

/** Taxable amount and VAT per rate; a discount, outside VAT, is a row of its own so the rows add up. */
function vatBreakdown(items: readonly PrintedLine[], zeroRatedTreatment: string) {
  const rows = new Map<string, { ar: string | null; taxable: number; vat: number }>();
  for (const item of items) {
    const [key, ar] =
      item.kind === 'discount'
        ? ['Discount (no VAT)', 'خصم (بدون ضريبة)']
        : item.vat_percentage === 0
          ? [`0 % (${zeroRatedTreatment})`, ZERO_RATE_AR]
          : [`${item.vat_percentage} %`, null];
    const row = rows.get(key) ?? { ar, taxable: 0, vat: 0 };
    row.taxable += signOf(item) * bdToFils(item.vatable_amount);
    row.vat += signOf(item) * bdToFils(item.vat_amount);
    rows.set(key, row);
  }
  return [...rows].map(([rate, row]) => ({
    rate,
    rate_ar: row.ar,
    taxable: printedFils(row.taxable),
    vat: printedFils(row.vat),
  }));
}

/** Where to pay: each of the company's bank details it has, labelled in both languages. */
function bankFacts(company: CompanySettings): PrintedFact[] | null {
  const details: [string, string, string | null][] = [
    ['Bank', 'البنك', company.bank_name],
    ['Account name', 'اسم الحساب', company.bank_account_name],
    ['Account No.', 'رقم الحساب', company.bank_account_number],
    ['IBAN', 'رقم الآيبان', company.bank_iban],
    ['SWIFT', 'رمز السويفت', company.bank_swift],
  ];
  const facts = details.flatMap(([en, ar, value]) => (value === null ? [] : [fact(en, ar, value)]));
  return facts.length === 0 ? null : facts;
}

function jobDetails({ jobs, includeDetails }: TaxInvoiceInput): TaxInvoicePrint['jobs'] {
  if (!includeDetails || jobs.length === 0) return null;
  const sum = jobs.reduce((acc, job) => acc + job.amountFils, 0);
  return {
    rows: jobs.map((job) => ({
      date: printedDate(job.date),
      job_number: job.jobNumber ?? '',
      container: job.container ?? '',
      description: job.description,
      amount: formatFils(job.amountFils),
    })),
    total: `${jobs.length} jobs · BD ${formatFils(sum)}`,
  };
}

function taxInvoicePrint(input: TaxInvoiceInput): TaxInvoicePrint {
  const { invoice, company, customer, kind, note } = input;
  const wording = WORDING[kind];
  const issued = isIssued(input);
  const supply = supplyDates(input);
  const number = !issued
    ? DRAFT.number
    : note === null
      ? invoiceNumberText(invoice.number)
      : noteNumberText(note.kind, note.number);
  const [vatable, vat, due] = wording.totals;
  const lines = printedLines(input);
  const totals = printedTotals(input);
  return {
    ...printedHead(input, {
      title: issued ? wording.title : DRAFT.title,
      number,
      date: printedDate(note === null ? invoice.date : note.date),
      notices: notices(input),
      draft: issued ? null : DRAFT.mark,
      party: { label: wording.party, name: customer.name, lines: partyLines(customer) },
    }),
    facts: facts(input, supply.invoice),
    narration: invoice.narration,
    lines: lines.map((item, index) => {
      const sign = signOf(item);
      const zeroRated = item.kind !== 'discount' && item.vat_percentage === 0;
      return {
        no: String(index + 1),
        description: item.description,
        supply: supply.ofItem(item),
        qty: item.qty === null ? '—' : String(item.qty),
        unit: item.amount === null ? '—' : printedBd(sign * item.amount),
        net: printedBd(sign * item.vatable_amount),
        rate: zeroRated ? '0 % *' : `${item.vat_percentage} %`,
        vat: printedBd(sign * item.vat_amount),
        amount: printedBd(sign * item.total_amount),
      };
    }),
    breakdown: vatBreakdown(lines, company.zero_rated_treatment),
    totals: [
      total(vatable[0], vatable[1], printedBd(totals.vatable_amount)),
      total(vat[0], vat[1], printedBd(totals.vat_amount)),
      total(due[0], due[1], printedBd(totals.total_amount), true),
    ],
    words: amountInWords(Math.abs(bdToFils(totals.total_amount))),
    zero_rated_note: lines.some((item) => item.kind !== 'discount' && item.vat_percentage === 0)
      ? fact('*', ZERO_RATE_AR, company.zero_rated_treatment)
      : null,
    bank: kind === 'invoice' ? bankFacts(company) : null,
    jobs: kind === 'invoice' ? jobDetails(input) : null,
  };
}

/** The invoice as a Bahrain tax invoice PDF, or a tax credit or debit note on it. */
export function renderTaxInvoice(input: TaxInvoiceInput): Promise<Buffer> {
  return typeset('tax-invoice', taxInvoicePrint(input), input.logo);
}
