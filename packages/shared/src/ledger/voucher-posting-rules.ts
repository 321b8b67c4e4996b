import { LEDGER_ACCOUNTS } from './ledger-accounts';
import { entryLines, sharedOut, type LedgerLineDraft, type Side } from './posting-rules';

/*
 * The vouchers' postings: a purchase voucher owed to its supplier, the money of receipts and supplier
 * payments, and a journal voucher's lines as written.
 */

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
