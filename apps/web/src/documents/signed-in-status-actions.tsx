import { isAuthority } from '@fleetledger/shared/access';
import { useStoredUser } from '../lib/session/use-stored-user';
import { StatusActions, type StatusActionsProps } from './status-actions';

/** The status moves the signed-in user may make; nothing for a visitor without an authority. */
export function SignedInStatusActions(props: Omit<StatusActionsProps, 'authority'>) {
  const user = useStoredUser();
  if (user === null || !isAuthority(user.authority)) return null;
  return <StatusActions {...props} authority={user.authority} />;
}
