/*
 * What every posting rule builds with: the line of an entry, the collector that balances it, its mirror
 * and the fair split of an amount. The rules themselves sit beside it, by the documents they post
 * (sales-posting-rules.ts, voucher-posting-rules.ts, expense-posting-rules.ts).
 */

export type Side = 'dr' | 'cr';

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
