import type { FastifyRequest } from 'fastify';
import type { Actor } from '../identity/actor';

/** The acting user always comes from the session, never from a payload. */
export function actorOf(request: FastifyRequest, user: { id: number } | null): Actor {
  return { userId: user?.id ?? null, ip: request.ip, requestId: String(request.id) };
}
