import { useMasterdataBrowse } from '../api/use-masterdata-list';
import { MasterdataPage } from '../components/masterdata-page';
import { CUSTOMERS_KIND } from '../kinds/customers-kind';

/** /customers (beyond the spec). */
export function CustomersPage() {
  const browse = useMasterdataBrowse('customers');
  return <MasterdataPage config={CUSTOMERS_KIND} browse={browse} />;
}
