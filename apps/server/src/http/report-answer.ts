import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { todayIn } from '@fleetledger/shared/dates';
import { readVersionsOf } from '../db/read-versions.queries';
import { answerEtag, parametersTag, sendSharedAnswer } from './shared-answer';

/**
 * What the dashboard and the reports are built from: every job, the books (every other table a report
 * reads, migration 0029) and the master data. A write to any of them moves its version on at commit.
 */
const REPORT_SUBJECTS = ['jobs', 'books', 'masterdata'];

export interface ReportRead {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The report's name, unique among the shared answers. */
  name: string;
  /** Everything besides the data and the company's day that the answer depends on. */
  parameters: unknown;
  build: () => Promise<unknown>;
}

/**
 * Answers a report many people read from one answer kept per (report, parameters, company day, versions
 * of what it is built from): never stale, since a write commits its versions before it is acknowledged
 * and the versions are read before the answer is built (docs/architecture.md, "Answers many people read").
 */
export async function sendReportAnswer(app: FastifyInstance, read: ReportRead): Promise<FastifyReply> {
  const parameters = parametersTag(read.parameters);
  const readEtag = async () => {
    const day = todayIn(app.config.companyTz);
    return answerEtag(read.name, parameters, day, await readVersionsOf(app.database.db, REPORT_SUBJECTS));
  };
  return sendSharedAnswer(app.sharedAnswers, read.request, read.reply, {
    read: `${read.name}.${parameters}`,
    etag: await readEtag(),
    readEtag,
    build: read.build,
  });
}
