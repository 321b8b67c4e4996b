import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { todayIn } from '@fleetledger/shared/dates';
import type { Db } from '../../db/client';
import { monthTable } from './job-table.service';
import { monthVersions } from './job-table.queries';

const gzipped = promisify(gzip);

/** A month of the job table as every reader gets it: serialized once, compressed once. */
export interface MonthAnswer {
  etag: string;
  json: string;
  gzip(): Promise<Buffer>;
}

/** The answers of the last few (month, version)s read: a month is megabytes, and fifty people read it. */
const KEPT_ANSWERS = 6;
const answers = new Map<string, Promise<MonthAnswer>>();

/**
 * The month's ETag: the versions of its jobs and of the master data, moved on in the transaction of every
 * write to them, and the year its month list starts from (docs/architecture.md, "Reading a month").
 */
export async function monthEtag(db: Db, month: string, companyTz: string): Promise<string> {
  const versions = await monthVersions(db, month);
  return `W/"${month}.${versions.jobs}.${versions.masterdata}.${todayIn(companyTz).slice(0, 4)}"`;
}

/**
 * The answer for an ETag read before it: built once however many ask for it at the same moment. The
 * ETag is read first, so the rows are at least as new as it says; never older.
 */
export function monthAnswer(db: Db, month: string, companyTz: string, etag: string): Promise<MonthAnswer> {
  const kept = answers.get(etag);
  if (kept !== undefined) {
    answers.delete(etag);
    answers.set(etag, kept);
    return kept;
  }
  const built = buildAnswer(db, month, companyTz, etag);
  answers.set(etag, built);
  built.catch(() => answers.delete(etag));
  while (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
  return built;
}

async function buildAnswer(db: Db, month: string, companyTz: string, etag: string): Promise<MonthAnswer> {
  const json = JSON.stringify({ success: true, ...(await monthTable(db, month, companyTz)) });
  let compressed: Promise<Buffer> | undefined;
  return { etag, json, gzip: () => (compressed ??= gzipped(json)) };
}
