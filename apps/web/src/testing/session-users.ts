import type { SessionUser } from '@fleetledger/shared/auth/auth.contract';

/** The demo's user of one authority, as session.php answers for them. */
function sessionUser(authority: 1 | 2 | 3 | 4, role: string, name: string): SessionUser {
  return { user_code: `U000${authority}`, authority, name, email: `${role}@fleetledger.test` };
}

export const ADMIN_USER = sessionUser(1, 'admin', 'Aisha Al Khalifa');
export const MANAGER_USER = sessionUser(2, 'manager', 'Mohammed Haddad');
export const SUPERVISOR_USER = sessionUser(3, 'supervisor', 'Fatima Nasser');
export const DRIVER_USER = sessionUser(4, 'driver', 'Rajesh Kumar');
