import { usePayablesAgingItems, useReceivablesAgingItems } from '../api/books-calls';
import { AgingItemsScreen } from '../components/aging-items-screen';
import { PAYABLES_AGING, RECEIVABLES_AGING } from '../model/aging-view';

/** A customer's open invoices in one bucket of the Receivables Aging, /books/aging/items. */
export function ReceivablesAgingItemsPage() {
  return (
    <AgingItemsScreen
      side={RECEIVABLES_AGING}
      agingPath="/books/aging"
      useItems={useReceivablesAgingItems}
      itemsOf={({ customer, ...items }) => ({ ...items, party: customer })}
    />
  );
}

/** A supplier's open purchases and expenses in one bucket of the Payables Aging, /books/payables-aging/items. */
export function PayablesAgingItemsPage() {
  return (
    <AgingItemsScreen
      side={PAYABLES_AGING}
      agingPath="/books/payables-aging"
      useItems={usePayablesAgingItems}
      itemsOf={({ supplier, ...items }) => ({ ...items, party: supplier })}
    />
  );
}
