import type { Profit } from '@fleetledger/shared/ledger/books.contract';

/** An answer of the profit call as the contract shapes it, for the page and model tests. */
export const PROFIT: Profit = {
  success: true,
  by: 'truck',
  from: '2026-11-01',
  to: '2026-11-30',
  rows: [
    { id: 1, name: 'BH-10231', revenue: 500, expenses: 120, purchases: 30, profit: 350 },
    { id: 2, name: 'BH-10452', revenue: 200, expenses: 260, purchases: 0, profit: -60 },
    { id: 3, name: 'BH-9000', revenue: 800, expenses: 100, purchases: 50, profit: 650 },
  ],
  // A manual invoice line, the office's expenses: the books' lines of no truck.
  unassigned: { revenue: 25, expenses: 102, purchases: 0, profit: -77 },
  totals: { revenue: 1525, expenses: 582, purchases: 80, profit: 863 },
};
