/** Lists shown a page at a time: Expense Records and Job Search. */

export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

export type PageItem = number | 'ellipsis';

/** First, last and the pages within 1 of the current, with an ellipsis wherever pages are skipped. */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= totalPages; page += 1) {
    const shown = page === 1 || page === totalPages || Math.abs(page - current) <= 1;
    if (shown) items.push(page);
    else if (items.at(-1) !== 'ellipsis') items.push('ellipsis');
  }
  return items;
}
