import { useReceivablesAging } from '../api/books-calls';
import { AgingScreen } from '../components/aging-screen';
import { RECEIVABLES_AGING, receivablesAgingView } from '../model/aging-view';

/** Receivables Aging, /books/aging: what each customer owes on a date, by how late it is. */
export function AgingPage() {
  return <AgingScreen side={RECEIVABLES_AGING} useAging={useReceivablesAging} view={receivablesAgingView} />;
}
