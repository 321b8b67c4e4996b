import { useMemo } from 'react';
import { ADMIN } from '@fleetledger/shared/access';
import { useSignedInUser } from '../../../lib/session/signed-in-user';
import { useMasterdataBrowse, useMasterdataList } from '../api/use-masterdata-list';
import { useUserAccounts } from '../api/use-user-accounts';
import { MasterdataPage } from '../components/masterdata-page';
import { driversKind } from '../kinds/drivers-kind';

/**
 * /drivers (beyond the spec). The form offers the active trucks and, for Admins (the only ones who
 * may list users), the user accounts; Managers see the linked account read-only.
 */
export function DriversPage() {
  const isAdmin = useSignedInUser().authority === ADMIN;
  const browse = useMasterdataBrowse('drivers');
  const trucks = useMasterdataList('trucks').data?.records;
  const users = useUserAccounts(isAdmin).data;
  const config = useMemo(
    () => driversKind({ trucks: trucks ?? [], users: isAdmin ? (users ?? []) : null }),
    [trucks, users, isAdmin],
  );
  return <MasterdataPage config={config} browse={browse} />;
}
