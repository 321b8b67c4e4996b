import { z } from 'zod';
import { userRecord, type UserRecord } from '@fleetledger/shared/users/users.contract';
import { apiRequest } from '../../../lib/api-client';

const usersListResponse = z.object({ success: z.literal(true), users: z.array(userRecord) });
const userSaveResponse = z.object({ success: z.literal(true), user: userRecord, message: z.string().optional() });

/** GET users_list (Admin only). */
export async function fetchUsers(signal?: AbortSignal): Promise<UserRecord[]> {
  const body = await apiRequest({ path: 'users_list', schema: usersListResponse, signal });
  return body.users;
}

/** The body of POST user_save, as the form sends it. */
export interface UserSaveRequest {
  id: number | null;
  email: string;
  name: string;
  authority: number;
  /** Only for a new user or a password reset. */
  password?: string;
  active: boolean;
}

/** POST user_save: add a user, or change one (authority, password reset, disable/enable). */
export async function saveUser(payload: UserSaveRequest): Promise<UserRecord> {
  const body = await apiRequest({ path: 'user_save', method: 'POST', body: payload, schema: userSaveResponse });
  return body.user;
}
