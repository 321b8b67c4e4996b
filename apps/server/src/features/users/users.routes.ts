import type { FastifyInstance } from 'fastify';
import { userSavePayload } from '@fleetledger/shared/users/users.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { listUsers, saveUser } from './users.service';

export function usersRoutes(app: FastifyInstance): void {
  const calls = transportationCalls(app);
  calls.get('users_list', async () => ({ success: true, users: await listUsers(app.database.db) }));
  calls.post('user_save', userSavePayload, async ({ body, actor }) => {
    const saved = await saveUser(app.database.db, body, actor);
    return { success: true, user: saved, message: 'Saved' };
  });
}
