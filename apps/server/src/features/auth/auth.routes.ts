import type { FastifyInstance } from 'fastify';
import {
  LOGIN_MESSAGES,
  loginRequest,
  loginResponse,
  logoutResponse,
  sessionResponse,
} from '@fleetledger/shared/auth/auth.contract';
import { actorOf } from '../../http/actor';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session-cookie';
import { unauthorized } from '../../http/http-error';
import { transportationCalls } from '../../http/transportation-calls';
import { signIn, signOut } from './auth.service';

export function authRoutes(app: FastifyInstance): void {
  const calls = transportationCalls(app);

  calls.post('login', { takes: loginRequest, answer: loginResponse }, async ({ body, request, reply }) => {
    const result = await signIn(
      app.database.db,
      { ...body, userAgent: request.headers['user-agent'] ?? null },
      { ...actorOf(request, null), ip: request.ip },
    );
    setSessionCookie(reply, app.config, result.token);
    const { userCode, authority, name, email } = result.user;
    return { success: true, message: LOGIN_MESSAGES.success, user_code: userCode, authority, name, email };
  });

  calls.post('logout', { answer: logoutResponse }, async ({ request, reply }) => {
    await signOut(app.database.db, readSessionToken(request, app.config), actorOf(request, null));
    clearSessionCookie(reply, app.config);
    return { success: true, message: LOGIN_MESSAGES.loggedOut };
  });

  calls.get('session', { answer: sessionResponse }, async ({ user }) => {
    if (user === null) throw unauthorized();
    return { success: true, user_code: user.userCode, authority: user.authority, name: user.name, email: user.email };
  });
}
