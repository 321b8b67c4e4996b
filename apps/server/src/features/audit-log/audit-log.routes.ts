import type { FastifyInstance } from 'fastify';
import { auditLogQuery, auditLogResponse, auditUsersResponse } from '@fleetledger/shared/audit-log/audit-log.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { auditLog, auditLogUsers } from './audit-log.service';

export function auditLogRoutes(app: FastifyInstance): void {
  transportationCalls(app, { folder: 'audit', call: 'audit_log' }).get(
    'log',
    { takes: auditLogQuery, answer: auditLogResponse, summary: 'A page of the audit log, newest first' },
    ({ query, user }) =>
      auditLog(app.database.db, query, { timeZone: app.config.companyTz, authority: user!.authority }),
  );
  transportationCalls(app, { folder: 'audit', call: 'audit_users' }).get(
    'users',
    { answer: auditUsersResponse, summary: 'The people the audit log can be filtered by' },
    () => auditLogUsers(app.database.db),
  );
}
