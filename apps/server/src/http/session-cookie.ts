import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** With Secure cookies the `__Host-` prefix also pins the cookie to this host and path `/`. */
export function sessionCookieName(config: Config): string {
  return config.cookieSecure ? '__Host-fleetledger_session' : 'fleetledger_session';
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[sessionCookieName(config)];
  return token === undefined || token === '' ? undefined : token;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.floor(config.sessionMaxMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
}
