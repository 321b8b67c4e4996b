/** users_list records the page tests serve: the demo Admin and two drivers' accounts. */
const record = (id: number, email: string, name: string, authority: number, role: string) => ({
  id,
  user_code: `U000${id}`,
  email,
  name,
  authority,
  role,
  active: true,
});

export const ADMIN_RECORD = record(1, 'admin@fleetledger.test', 'Aisha Al Khalifa', 1, 'Admin');
export const RAJESH_RECORD = record(4, 'driver@fleetledger.test', 'Rajesh Kumar', 4, 'Driver');
export const SAM_RECORD = record(5, 'sam@fleetledger.test', 'Sam Joseph', 4, 'Driver');
