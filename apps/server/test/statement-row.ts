import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';

/** A statement row as the statement calls answer it, written on one line in the tests. */
export function statementRow(
  date: string,
  source_kind: LedgerSourceKind,
  source_number: string,
  description: string,
  debit: number,
  credit: number,
  balance: number,
) {
  return { date, source_kind, source_number, description, debit, credit, balance };
}
