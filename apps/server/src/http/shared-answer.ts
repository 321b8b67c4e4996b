import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, holdsEtag } from './conditional-request';

const gzipped = promisify(gzip);

/**
 * An answer as every reader of one ETag gets it: serialized and encoded once, compressed once; every
 * reply sends these very bytes, so fifty readers of a month hold one copy of it, not fifty.
 */
export interface SharedAnswer {
  json: Buffer;
  gzip(): Promise<Buffer>;
}

/**
 * How many bytes of JSON the kept answers may hold, the least recently read leaving first. A year's
 * invoice detail is a few megabytes and a month of the job table about three; this keeps a busy office's
 * answers well inside an instance's memory budget.
 */
const KEPT_BYTES = 32 * 1024 * 1024;

interface Kept {
  answer: Promise<SharedAnswer>;
  bytes: number;
}

/**
 * The shared answers of one app: the least recently read leave first once they hold more than
 * KEPT_BYTES. One per app, not per process, so tests that open another database never meet
 * another database's answers.
 */
export class SharedAnswers {
  private readonly kept = new Map<string, Kept>();
  private keptBytes = 0;
  /** The newest ETag of each read (a month, a report with its parameters): the older ones are never asked again. */
  private readonly newest = new Map<string, string>();

  /**
   * The answer for an ETag read before building it: built once however many ask at the same moment.
   * The ETag is made of versions read first, so the answer is at least as new as they say, never older
   * (docs/architecture.md, "Answers many people read").
   */
  answer(etag: string, build: () => Promise<unknown>, read?: string): Promise<SharedAnswer> {
    const found = this.kept.get(etag);
    if (found !== undefined) {
      this.kept.delete(etag);
      this.kept.set(etag, found);
      return found.answer;
    }
    // A read's answer for newer versions supersedes its older one: every reader asks for the newest, so
    // the older would only hold memory until the budget pushed it out.
    if (read !== undefined) {
      const older = this.newest.get(read);
      if (older !== undefined) this.forget(older);
      this.newest.set(read, etag);
    }
    const entry: Kept = { answer: serialized(build), bytes: 0 };
    this.kept.set(etag, entry);
    entry.answer.then(
      (answer) => this.keep(etag, entry, answer.json.length),
      () => this.forget(etag),
    );
    return entry.answer;
  }

  private keep(etag: string, entry: Kept, bytes: number): void {
    if (this.kept.get(etag) !== entry) return;
    entry.bytes = bytes;
    this.keptBytes += bytes;
    for (const oldest of this.kept.keys()) {
      if (this.keptBytes <= KEPT_BYTES || oldest === etag) break;
      this.forget(oldest);
    }
  }

  private forget(etag: string): void {
    const entry = this.kept.get(etag);
    if (entry === undefined) return;
    this.kept.delete(etag);
    this.keptBytes -= entry.bytes;
  }
}

async function serialized(build: () => Promise<unknown>): Promise<SharedAnswer> {
  const json = Buffer.from(JSON.stringify(await build()));
  let compressed: Promise<Buffer> | undefined;
  return { json, gzip: () => (compressed ??= gzipped(json)) };
}

/** A weak ETag of its parts: what the answer is, and the versions and day it was built for. */
export function answerEtag(...parts: string[]): string {
  return `W/"${parts.join('.')}"`;
}

/** The parts an ETag of answerEtag was made of; null for a tag it did not make. */
export function etagParts(etag: string): string[] | null {
  const found = /^(?:W\/)?"([^"]*)"$/.exec(etag.trim());
  return found === null ? null : found[1]!.split('.');
}

/** A short stable name for a call's parameters, to tell apart the answers of one call in an ETag. */
export function parametersTag(parameters: unknown): string {
  return createHash('sha256').update(JSON.stringify(parameters)).digest('base64url').slice(0, 16);
}

/**
 * Answers a read many people make: 304 when the reader holds this ETag, otherwise the shared answer,
 * compressed when the reader takes gzip.
 */
export async function sendSharedAnswer(
  answers: SharedAnswers,
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  build: () => Promise<unknown>,
  read?: string,
): Promise<FastifyReply> {
  void reply.header('vary', 'accept-encoding');
  if (holdsEtag(request, etag)) return reply.code(304).header('etag', etag).send();
  const answer = await answers.answer(etag, build, read);
  // Given only with the answer: a failure that carried it would be answered 304 to its next reader.
  void reply.header('etag', etag).type('application/json; charset=utf-8');
  if (!acceptsGzip(request)) return reply.send(answer.json);
  return reply.header('content-encoding', 'gzip').send(await answer.gzip());
}
