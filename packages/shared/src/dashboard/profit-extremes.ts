/** How many trucks each of the dashboard's profit lists holds at most. */
export const TRUCK_PROFIT_LIST = 3;

/**
 * The most and least profitable of rows ranked most profitable first: the least profitable listed
 * worst first. With too few rows to fill both lists, the rows are split between them (the odd one to
 * the top), so no row appears in both.
 */
export function profitExtremes<Row>(ranked: readonly Row[], size = TRUCK_PROFIT_LIST): { top: Row[]; bottom: Row[] } {
  const topCount = Math.min(size, Math.ceil(ranked.length / 2));
  const bottomCount = Math.min(size, ranked.length - topCount);
  return {
    top: ranked.slice(0, topCount),
    bottom: ranked.slice(ranked.length - bottomCount).reverse(),
  };
}
