import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import './http/fastify-augment';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurity } from './http/security';
import { registerWebApp } from './http/web-app';
import { readSessionToken } from './http/session-cookie';
import { resolveSession } from './features/auth/auth.service';
import type { SignedInUser } from './identity/signed-in-user';
import { authRoutes } from './features/auth/auth.routes';
import { expensesRoutes } from './features/expenses/expenses.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { jobTableRoutes } from './features/job-table/job-table.routes';
import { attachmentRoutes } from './features/attachments/attachments.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { documentNumbersRoutes } from './features/settings/document-numbers.routes';
import { lookupsRoutes } from './features/lookups/lookups.routes';
import { invoiceRequestsRoutes } from './features/invoice-requests/invoice-requests.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { creditNotesRoutes } from './features/credit-notes/credit-notes.routes';
import { purchasesRoutes } from './features/purchases/purchases.routes';
import { receiptsRoutes } from './features/receipts/receipts.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { journalsRoutes } from './features/journals/journals.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { masterdataRoutes } from './features/masterdata/masterdata.routes';
import { usersRoutes } from './features/users/users.routes';
import { booksRoutes } from './features/books/books.routes';
import { vatReturnsRoutes } from './features/vat-returns/vat-returns.routes';
import { ledgerRoutes } from './features/ledger/ledger.routes';
import { statementsRoutes } from './features/statements/statements.routes';
import { openingBalancesRoutes } from './features/opening-balances/opening-balances.routes';
import { profitRoutes } from './features/profit/profit.routes';
import { financialStatementsRoutes } from './features/financial-statements/financial-statements.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { auditLogRoutes } from './features/audit-log/audit-log.routes';
import { openapiRoutes } from './features/openapi/openapi.routes';
import { SharedAnswers } from './http/shared-answer';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server; `main.ts` listens, tests call `inject`. */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 4 * 1024 * 1024,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('contractRoutes', []);
  app.decorate('sharedAnswers', new SharedAnswers());

  const resolved = new WeakMap<FastifyRequest, Promise<SignedInUser | null>>();
  app.decorate('resolveUser', (request: FastifyRequest) => {
    let user = resolved.get(request);
    if (user === undefined) {
      const token = readSessionToken(request, config);
      user =
        token === undefined
          ? Promise.resolve(null)
          : resolveSession(database.db, token, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
      resolved.set(request, user);
    }
    return user;
  });

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', String(request.id));
  });

  ledgerRoutes(app);
  registerErrorHandler(app);
  await registerSecurity(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 100, fieldSize: 1024 * 1024 },
  });

  authRoutes(app);
  expensesRoutes(app);
  jobsRoutes(app);
  jobTableRoutes(app);
  attachmentRoutes(app);
  settingsRoutes(app);
  documentNumbersRoutes(app);
  lookupsRoutes(app);
  invoiceRequestsRoutes(app);
  invoicesRoutes(app);
  creditNotesRoutes(app);
  purchasesRoutes(app);
  receiptsRoutes(app);
  paymentsRoutes(app);
  journalsRoutes(app);
  dashboardRoutes(app);
  reportsRoutes(app);
  masterdataRoutes(app);
  usersRoutes(app);
  booksRoutes(app);
  vatReturnsRoutes(app);
  statementsRoutes(app);
  openingBalancesRoutes(app);
  profitRoutes(app);
  financialStatementsRoutes(app);
  mailRoutes(app);
  auditLogRoutes(app);
  openapiRoutes(app);

  await registerWebApp(app);
  return app;
}
