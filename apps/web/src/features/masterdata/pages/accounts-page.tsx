import { useMasterdataBrowse } from '../api/use-masterdata-list';
import { MasterdataPage } from '../components/masterdata-page';
import { ACCOUNTS_KIND } from '../kinds/accounts-kind';

/** /accounts (beyond the spec, Admin): the chart of accounts the documents post to. */
export function AccountsPage() {
  const browse = useMasterdataBrowse('accounts');
  return <MasterdataPage config={ACCOUNTS_KIND} browse={browse} />;
}
