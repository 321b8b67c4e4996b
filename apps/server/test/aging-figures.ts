import type { AgingFigures } from '@fleetledger/shared/ledger/books.contract';

/** A party's aging figures: the ones given, nothing in every other bucket. */
export const agingFigures = (owed: Partial<AgingFigures>): AgingFigures => ({
  not_due: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  over_90: 0,
  advance: 0,
  balance: 0,
  ...owed,
});
