import { LEDGER_ACCOUNTS } from './ledger-accounts';

type Side = 'dr' | 'cr';

/** One line of an entry before it is stored: exactly one of debit and credit is above zero. */
export interface LedgerLineDraft {
  accountId: number;
  debitFils: number;
  creditFils: number;
  partyId: number | null;
  /** The invoice a receivable line raises or settles. */
  invoiceId: number | null;
  /** The purchase a payable line raises or settles. */
  purchaseId: number | null;
  truckId: number | null;
  driverId: number | null;
  jobId: number | null;
  vatPercent: number | null;
}

type LineTags = Partial<
  Pick<LedgerLineDraft, 'partyId' | 'invoiceId' | 'purchaseId' | 'truckId' | 'driverId' | 'jobId' | 'vatPercent'>
>;

export class UnbalancedEntryError extends Error {}

/**
 * Collects one entry's lines. A negative amount lands on the other side and a zero amount writes no
 * line, so a rule states each amount once, on the side it normally falls.
 */
export function entryLines() {
  const lines: LedgerLineDraft[] = [];
  const add = (side: Side, accountId: number, fils: number, tags: LineTags) => {
    if (!Number.isSafeInteger(fils)) throw new UnbalancedEntryError(`Not an amount in fils: ${fils}`);
    if (fils === 0) return;
    const onSide = fils > 0 ? side : side === 'dr' ? 'cr' : 'dr';
    const amount = Math.abs(fils);
    lines.push({
      accountId,
      debitFils: onSide === 'dr' ? amount : 0,
      creditFils: onSide === 'cr' ? amount : 0,
      partyId: tags.partyId ?? null,
      invoiceId: tags.invoiceId ?? null,
      purchaseId: tags.purchaseId ?? null,
      truckId: tags.truckId ?? null,
      driverId: tags.driverId ?? null,
      jobId: tags.jobId ?? null,
      vatPercent: tags.vatPercent ?? null,
    });
  };
  return {
    debit: (accountId: number, fils: number, tags: LineTags = {}) => add('dr', accountId, fils, tags),
    credit: (accountId: number, fils: number, tags: LineTags = {}) => add('cr', accountId, fils, tags),
    on: (side: Side, accountId: number, fils: number, tags: LineTags = {}) => add(side, accountId, fils, tags),
    balanced: () => requireBalanced(lines),
  };
}

/** The entry's lines if its debits equal its credits (and it has any); otherwise it is refused. */
export function requireBalanced(lines: LedgerLineDraft[]): LedgerLineDraft[] {
  const debits = lines.reduce((sum, line) => sum + line.debitFils, 0);
  const credits = lines.reduce((sum, line) => sum + line.creditFils, 0);
  if (lines.length < 2 || debits !== credits) {
    throw new UnbalancedEntryError(`The entry does not balance: debits ${debits} fils, credits ${credits} fils`);
  }
  return lines;
}

/** The mirror of an entry: every line on the other side, so the two together leave nothing. */
export function reversedLines(lines: readonly LedgerLineDraft[]): LedgerLineDraft[] {
  return requireBalanced(lines.map((line) => ({ ...line, debitFils: line.creditFils, creditFils: line.debitFils })));
}

/**
 * Splits an amount into shares of the given weights, to the fil: each share is its weight's part
 * rounded down, and the fils left over go one each to the first shares.
 */
export function sharedOut(totalFils: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const shares =
    weightSum === 0
      ? weights.map(() => Math.trunc(totalFils / weights.length))
      : weights.map((weight) => Math.trunc((totalFils * weight) / weightSum));
  let left = totalFils - shares.reduce((sum, share) => sum + share, 0);
  const step = Math.sign(left);
  for (let i = 0; left !== 0; i = (i + 1) % shares.length) {
    shares[i] = shares[i]! + step;
    left -= step;
  }
  return shares;
}

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

export interface PurchaseToPost {
  id: number;
  supplierId: number;
  items: readonly {
    accountId: number;
    crDr: Side;
    vatableFils: number;
    vatFils: number;
    vatPercent: number;
    truckId: number | null;
    jobIds: readonly number[];
  }[];
}

/**
 * A purchase voucher posted: each item's vatable amount on its account and side (an item for several
 * jobs shared equally between them, the odd fils to the lowest job ids), its VAT on VAT Input on the
 * same side, and what is owed to the supplier on Accounts Payable, against the purchase (what its
 * payments settle and the payables aging ages).
 */
export function purchasePostingLines(purchase: PurchaseToPost): LedgerLineDraft[] {
  const entry = entryLines();
  let owedFils = 0;
  for (const item of purchase.items) {
    const tags = { vatPercent: item.vatPercent, truckId: item.truckId };
    const jobIds = [...item.jobIds].sort((a, b) => a - b);
    if (jobIds.length === 0) {
      entry.on(item.crDr, item.accountId, item.vatableFils, tags);
    } else {
      const shares = sharedOut(
        item.vatableFils,
        jobIds.map(() => 1),
      );
      jobIds.forEach((jobId, i) => entry.on(item.crDr, item.accountId, shares[i]!, { ...tags, jobId }));
    }
    entry.on(item.crDr, LEDGER_ACCOUNTS.vatInput, item.vatFils, { vatPercent: item.vatPercent });
    owedFils += (item.crDr === 'dr' ? 1 : -1) * (item.vatableFils + item.vatFils);
  }
  entry.credit(LEDGER_ACCOUNTS.payable, owedFils, { partyId: purchase.supplierId, purchaseId: purchase.id });
  return entry.balanced();
}

export interface ReceiptToPost {
  customerId: number;
  accountId: number;
  totalFils: number;
  items: readonly {
    kind: 'customer' | 'discount' | 'round_off';
    accountId: number | null;
    invoiceId: number | null;
    crDr: Side;
    amountFils: number;
  }[];
}

/**
 * A receipt posted: the money into its account (26, 27 or 28); the customer's receivable settled per
 * invoice paid, or left as an advance (no invoice); discounts and round-offs on their sides.
 */
export function receiptPostingLines(receipt: ReceiptToPost): LedgerLineDraft[] {
  const entry = entryLines();
  entry.debit(receipt.accountId, receipt.totalFils);
  for (const item of receipt.items) {
    if (item.kind === 'customer') {
      entry.on(item.crDr, LEDGER_ACCOUNTS.receivable, item.amountFils, {
        partyId: receipt.customerId,
        invoiceId: item.invoiceId,
      });
    } else {
      entry.on(item.crDr, item.accountId!, item.amountFils, { partyId: receipt.customerId });
    }
  }
  return entry.balanced();
}

export interface PaymentToPost {
  supplierId: number;
  accountId: number;
  totalFils: number;
  items: readonly { purchaseId: number | null; creditNoteId: number | null; amountFils: number }[];
}

/**
 * A supplier payment posted, the mirror of a receipt: what the supplier is owed settled per purchase
 * paid (DR Accounts Payable), or paid ahead with no purchase; a refund of a customer's credit left on a
 * credit note takes that credit back (DR Accounts Receivable on no invoice, where the credit sits); the
 * money out of its account (26, 27, 28).
 */
export function paymentPostingLines(payment: PaymentToPost): LedgerLineDraft[] {
  const entry = entryLines();
  for (const item of payment.items) {
    if (item.creditNoteId !== null)
      entry.debit(LEDGER_ACCOUNTS.receivable, item.amountFils, { partyId: payment.supplierId });
    else
      entry.debit(LEDGER_ACCOUNTS.payable, item.amountFils, {
        partyId: payment.supplierId,
        purchaseId: item.purchaseId,
      });
  }
  entry.credit(payment.accountId, payment.totalFils);
  return entry.balanced();
}

export interface JournalToPost {
  lines: readonly {
    accountId: number;
    debitFils: number;
    creditFils: number;
    partyId: number | null;
    truckId: number | null;
  }[];
}

/**
 * A journal voucher posted: its lines as they are, each on its account and side with its customer or
 * supplier and truck. A receivable or payable line names no invoice or purchase: the party's aging
 * takes it as an item of its own.
 */
export function journalPostingLines(journal: JournalToPost): LedgerLineDraft[] {
  const entry = entryLines();
  for (const line of journal.lines) {
    const tags = { partyId: line.partyId, truckId: line.truckId };
    entry.debit(line.accountId, line.debitFils, tags);
    entry.credit(line.accountId, line.creditFils, tags);
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
