import type { FastifyInstance } from 'fastify';

export function profitRoutes(_app: FastifyInstance): void {}
