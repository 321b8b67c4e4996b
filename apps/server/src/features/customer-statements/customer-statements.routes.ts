import type { FastifyInstance } from 'fastify';

export function customerStatementsRoutes(_app: FastifyInstance): void {}
