import type { FastifyInstance } from 'fastify';
import type { Authority } from '@fleetledger/shared/access';
import type { Db } from '../src/db/client';
import { CLI_ACTOR } from '../src/identity/actor';
import { createUser } from '../src/features/users/users.service';

export interface TestUser {
  email: string;
  password: string;
  name: string;
  authority: Authority;
}

export const TEST_USERS: Record<Authority, TestUser> = {
  1: { email: 'admin@test.local', password: 'admin-secret-pass', name: 'Ada Admin', authority: 1 },
  2: { email: 'manager@test.local', password: 'manager-secret-pass', name: 'Max Manager', authority: 2 },
  3: { email: 'supervisor@test.local', password: 'supervisor-secret-pass', name: 'Sue Supervisor', authority: 3 },
  4: { email: 'driver@test.local', password: 'driver-secret-pass', name: 'Dan Driver', authority: 4 },
};

export async function seedTestUsers(db: Db): Promise<void> {
  for (const user of Object.values(TEST_USERS)) await createUser(db, user, CLI_ACTOR);
}

/** Signs in through the API and answers the Cookie header to send with later requests. */
export async function signInAs(app: FastifyInstance, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/transportation/login.php',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies[0];
  if (cookie === undefined) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

export async function cookiesByAuthority(app: FastifyInstance): Promise<Record<Authority, string>> {
  return {
    1: await signInAs(app, TEST_USERS[1]),
    2: await signInAs(app, TEST_USERS[2]),
    3: await signInAs(app, TEST_USERS[3]),
    4: await signInAs(app, TEST_USERS[4]),
  };
}
