import { useMemo } from 'react';
import { useMasterdataBrowse } from '../api/use-masterdata-list';
import { MasterdataPage } from '../components/masterdata-page';
import { chargesKind } from '../kinds/charges-kind';

/** /charges (beyond the spec); the list answer carries the accounts the form chooses from. */
export function ChargesPage() {
  const browse = useMasterdataBrowse('charges');
  const accounts = browse.list.data?.accounts;
  const config = useMemo(() => chargesKind(accounts ?? []), [accounts]);
  return <MasterdataPage config={config} browse={browse} />;
}
