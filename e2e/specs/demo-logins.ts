/** The demo users the server seeds with `--demo` (apps/server demo data). */
export interface DemoLogin {
  email: string;
  password: string;
  authority: 1 | 2 | 3 | 4;
  role: string;
  name: string;
}

export const ADMIN: DemoLogin = {
  email: 'admin@fleetledger.test',
  password: 'ledger-admin-2026',
  authority: 1,
  role: 'Admin',
  name: 'Aisha Al Khalifa',
};

export const MANAGER: DemoLogin = {
  email: 'manager@fleetledger.test',
  password: 'ledger-manager-2026',
  authority: 2,
  role: 'Manager',
  name: 'Mohammed Haddad',
};

export const SUPERVISOR: DemoLogin = {
  email: 'supervisor@fleetledger.test',
  password: 'ledger-supervisor-2026',
  authority: 3,
  role: 'Supervisor',
  name: 'Fatima Nasser',
};

export const DRIVER: DemoLogin = {
  email: 'driver@fleetledger.test',
  password: 'ledger-driver-2026',
  authority: 4,
  role: 'Driver',
  name: 'Rajesh Kumar',
};

export const DEMO_LOGINS: readonly DemoLogin[] = [ADMIN, MANAGER, SUPERVISOR, DRIVER];
