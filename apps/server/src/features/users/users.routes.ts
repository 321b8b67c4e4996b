import type { FastifyInstance } from 'fastify';
import { userSavePayload } from '@fleetledger/shared/users/users.contract';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import { listUsers, saveUser } from './users.service';

const BASE = '/api/transportation';

export function usersRoutes(app: FastifyInstance): void {
  contractRoute(app, {
    call: 'users_list',
    method: 'GET',
    path: `${BASE}/users_list`,
    handler: async () => ({ success: true, users: await listUsers(app.database.db) }),
  });
  contractRoute(app, {
    call: 'user_save',
    method: 'POST',
    path: `${BASE}/user_save`,
    body: userSavePayload,
    handler: async ({ body, request, user }) => {
      const saved = await saveUser(app.database.db, body, actorOf(request, user));
      return { success: true, user: saved, message: 'Saved' };
    },
  });
}
