import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { anchorAfterCommit } from './ledger-anchor.service';
import { anchorProblem } from './ledger-anchor-health';

/**
 * Keeps DATA_DIR's anchor on the chain's head: once at start (after the start-up catch-up, or the
 * first anchor of an install from before anchors), and after every write that succeeded, before its
 * answer leaves — its transaction has committed by then, so a posting is anchored when it is
 * acknowledged (unless the anchor cannot be written: the posting stands, and /health says so), and a
 * refused or rolled-back one never is. A POST that only reads (a month, a search,
 * a report) posts nothing, so its answer does not wait on a round of the anchor; a write that posted
 * nothing (a job, a sign-in) finds the head already anchored and waits on none either.
 */
export function ledgerRoutes(app: FastifyInstance): void {
  const keepAnchor = async (log: FastifyBaseLogger) => {
    try {
      const move = await anchorAfterCommit(app.database.db, app.config.dataDir);
      if (move !== null && !move.moved && move.refused !== null) {
        log.error(`The ledger anchor was not moved on: ${move.refused}. Run ledger verify.`);
      }
    } catch (error) {
      // What was written stands: the anchor catches up with the next write, or with ledger verify;
      // meanwhile /health and every Admin's page say it could not be written.
      log.error({ err: error }, 'The ledger anchor could not be written');
    }
  };
  // No sign-in: what a container's health check or a load balancer asks.
  app.get('/health', async (_request, reply) => {
    const problem = anchorProblem(app.config.dataDir);
    return problem === null ? { status: 'ok' } : reply.code(503).send({ status: 'failing', message: problem });
  });
  app.addHook('onReady', () => keepAnchor(app.log));
  app.addHook('onSend', async (request, reply) => {
    const wrote =
      request.method !== 'GET' && request.method !== 'HEAD' && request.routeOptions.config.readsOnly !== true;
    if (wrote && reply.statusCode < 400) await keepAnchor(request.log);
  });
}
