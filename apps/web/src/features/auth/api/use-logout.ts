import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { successAnswer } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from '../../../lib/api-client';
import { clearStoredUser } from '../../../lib/session/stored-user';

/**
 * Signs out on the server, then forgets the user locally even if that call failed: the user asked
 * to leave, and a failed call must not keep protected screens open. Clearing the stored user also
 * empties the query cache (see app/providers). /login replaces the current history entry so Back
 * does not return to a protected page.
 */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate();
  const [isLoggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await apiRequest({ path: 'logout.php', method: 'POST', schema: successAnswer });
    } catch {
      // Handled by signing out locally below, whatever the server said.
    } finally {
      clearStoredUser();
      await navigate('/login', { replace: true });
    }
  }, [navigate]);

  return { logout, isLoggingOut };
}
