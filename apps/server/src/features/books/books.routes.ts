import type { FastifyInstance } from 'fastify';

export function booksRoutes(_app: FastifyInstance): void {}
