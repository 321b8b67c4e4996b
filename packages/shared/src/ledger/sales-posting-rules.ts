import { LEDGER_ACCOUNTS } from './ledger-accounts';
import { entryLines, requireBalanced, reversedLines, sharedOut, type LedgerLineDraft } from './posting-rules';

/*
 * The sales side's postings: an invoice, the tax credit and debit notes that correct it, and a credit
 * note's credit left allocated to another invoice — all on the customer's receivable.
 */

export interface InvoiceToPost {
  id: number;
  customerId: number;
  totalFils: number;
  items: readonly {
    kind: 'manual' | 'job' | 'discount';
    accountId: number;
    vatableFils: number;
    vatFils: number;
    vatPercent: number;
    /** The jobs of a job line with the amount each carried onto the invoice, its truck and driver. */
    jobs: readonly { jobId: number; truckId: number | null; driverId: number | null; amountFils: number }[];
  }[];
}

/**
 * An invoice posted: the customer owes the total (DR Accounts Receivable); each line's vatable amount
 * is revenue on its account (a job line one line per job, so trucks, drivers and jobs keep their revenue);
 * discounts are debits; the VAT is owed to the NBR (CR VAT Output), by rate.
 */
export function invoicePostingLines(invoice: InvoiceToPost): LedgerLineDraft[] {
  const entry = entryLines();
  const party = { partyId: invoice.customerId };
  entry.debit(LEDGER_ACCOUNTS.receivable, invoice.totalFils, { ...party, invoiceId: invoice.id });
  const vatByRate = new Map<number, number>();
  for (const item of invoice.items) {
    const sign = item.kind === 'discount' ? -1 : 1;
    vatByRate.set(item.vatPercent, (vatByRate.get(item.vatPercent) ?? 0) + sign * item.vatFils);
    const tags = { ...party, vatPercent: item.vatPercent };
    if (item.kind === 'discount') {
      entry.debit(item.accountId, item.vatableFils, tags);
    } else if (item.kind === 'job' && item.jobs.length > 0) {
      const shares = sharedOut(
        item.vatableFils,
        item.jobs.map((job) => job.amountFils),
      );
      item.jobs.forEach((job, i) =>
        entry.credit(item.accountId, shares[i]!, {
          ...tags,
          jobId: job.jobId,
          truckId: job.truckId,
          driverId: job.driverId,
        }),
      );
    } else {
      entry.credit(item.accountId, item.vatableFils, tags);
    }
  }
  for (const [rate, vat] of [...vatByRate].sort(([a], [b]) => a - b)) {
    entry.credit(LEDGER_ACCOUNTS.vatOutput, vat, { ...party, vatPercent: rate });
  }
  return entry.balanced();
}

export interface NoteToPost {
  kind: 'credit_note' | 'debit_note';
  invoiceId: number;
  customerId: number;
  totalFils: number;
  /** A credit note's part of its total taken off its invoice; the rest is the customer's, paid ahead. */
  appliedFils: number;
  items: InvoiceToPost['items'];
}

/**
 * A tax debit note posts as an invoice of its lines would: the customer owes more on the invoice, revenue
 * and VAT Output rise, by line and job. A credit note is its mirror: revenue and VAT Output fall, and what
 * the customer owes on the invoice falls by what the invoice still owed; a credit beyond that (the invoice
 * was paid) is the customer's advance, on no invoice, to allocate or refund.
 */
export function notePostingLines(note: NoteToPost): LedgerLineDraft[] {
  const asInvoice = invoicePostingLines({
    id: note.invoiceId,
    customerId: note.customerId,
    totalFils: note.totalFils,
    items: note.items,
  });
  if (note.kind === 'debit_note') return asInvoice;
  const advanceFils = note.totalFils - note.appliedFils;
  return requireBalanced(
    reversedLines(asInvoice).flatMap((line) => {
      if (line.accountId !== LEDGER_ACCOUNTS.receivable || advanceFils === 0) return [line];
      const applied = { ...line, creditFils: note.appliedFils };
      const advance = { ...line, creditFils: advanceFils, invoiceId: null };
      return [applied, advance].filter((part) => part.creditFils > 0);
    }),
  );
}

/**
 * A customer's credit left on a credit note allocated to another of their invoices: the advance is taken
 * (DR Accounts Receivable on no invoice) and the invoice settled by as much (CR on the invoice).
 */
export function creditAllocationLines(allocation: { customerId: number; invoiceId: number; amountFils: number }) {
  const entry = entryLines();
  entry.debit(LEDGER_ACCOUNTS.receivable, allocation.amountFils, { partyId: allocation.customerId });
  entry.credit(LEDGER_ACCOUNTS.receivable, allocation.amountFils, {
    partyId: allocation.customerId,
    invoiceId: allocation.invoiceId,
  });
  return entry.balanced();
}
