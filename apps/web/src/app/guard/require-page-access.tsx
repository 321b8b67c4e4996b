import { Outlet, useLocation } from 'react-router';
import { canAccessPage } from '@fleetledger/shared/access';
import { useSignedInUser } from '../../lib/session/signed-in-user';
import { AccessDeniedPage } from './access-denied-page';

/** Page access comes from the shared access table, checked on the real pathname. */
export function RequirePageAccess() {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  return canAccessPage(user.authority, pathname) ? <Outlet /> : <AccessDeniedPage />;
}
