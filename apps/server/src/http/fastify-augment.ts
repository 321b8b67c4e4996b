import type { Database } from '../db/client';
import type { Config } from '../config';
import type { Envelope } from './envelope';
import type { RegisteredRoute, ResolveUser } from './contract-route';
import type { SharedAnswers } from './shared-answer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    contractRoutes: RegisteredRoute[];
    resolveUser: ResolveUser;
    sharedAnswers: SharedAnswers;
  }
  interface FastifyContextConfig {
    envelope?: Envelope;
    /** The call only reads, even when it is a POST (contract-route.ts). */
    readsOnly?: boolean;
  }
}
