import { usePayablesAging } from '../api/books-calls';
import { AgingScreen } from '../components/aging-screen';
import { PAYABLES_AGING, payablesAgingView } from '../model/aging-view';

/** Payables Aging, /books/payables-aging: what we owe each supplier on a date, by how late it is. */
export function PayablesAgingPage() {
  return <AgingScreen side={PAYABLES_AGING} useAging={usePayablesAging} view={payablesAgingView} />;
}
