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

interface NextBuild {
  built: Promise<{ etag: string; answer: SharedAnswer }>;
}

interface Kept {
  answer: Promise<SharedAnswer>;
  bytes: number;
  /** The read it answers, when it is that read's newest. */
  read?: string | undefined;
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
  /** Per read, the build that starts when the one under way is done (atLeast). */
  private readonly next = new Map<string, NextBuild>();

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
    const entry: Kept = { answer: serialized(build), bytes: 0, read };
    this.kept.set(etag, entry);
    entry.answer.then(
      (answer) => this.keep(etag, entry, answer.json.length),
      () => this.forget(etag),
    );
    return entry.answer;
  }

  /**
   * The answer of a read at least as new as the versions a reader read (`wanted`), and its ETag. While
   * one is being built, readers who need newer wait for it to finish and share the next build, which
   * reads the versions afresh when it starts: however fast writes move the versions on, a read is built
   * at most once at a time plus once waiting, and never answers older than the reader read.
   */
  async atLeast(
    read: string,
    wanted: string,
    readEtag: () => Promise<string>,
    build: () => Promise<unknown>,
  ): Promise<{ etag: string; answer: SharedAnswer }> {
    const newest = this.newest.get(read);
    if (newest !== undefined && atLeastAsNew(newest, wanted)) {
      return { etag: newest, answer: await this.answer(newest, build, read) };
    }
    let next = this.next.get(read);
    if (next === undefined) {
      const building = newest === undefined ? undefined : this.kept.get(newest)?.answer;
      const entry = {} as NextBuild;
      entry.built = (async () => {
        await building?.catch(() => undefined);
        try {
          const etag = await readEtag();
          return { etag, answer: this.answer(etag, build, read) };
        } finally {
          // Readers who come once its versions are read compare against them as the newest.
          if (this.next.get(read) === entry) this.next.delete(read);
        }
      })().then(async ({ etag, answer }) => ({ etag, answer: await answer }));
      next = entry;
      this.next.set(read, entry);
    }
    const built = await next.built;
    // A build that read its versions just before this reader did is not enough: wait for the one after.
    return atLeastAsNew(built.etag, wanted) ? built : this.atLeast(read, wanted, readEtag, build);
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
    // A read whose answer has gone holds nothing: it is not remembered, however many parameters are asked.
    if (entry.read !== undefined && this.newest.get(entry.read) === etag) this.newest.delete(entry.read);
  }

  /** How many reads have an answer kept or being built (for tests: nothing is remembered without one). */
  get readsKept(): number {
    return this.newest.size;
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

/**
 * Whether an ETag was built from versions at least as new as another's: every part as high or higher,
 * versions as numbers and the rest (the read's name and parameters, equal; the company's day, later) as
 * text. Versions and days only move forward.
 */
export function atLeastAsNew(etag: string, than: string): boolean {
  const parts = etagParts(etag);
  const others = etagParts(than);
  if (parts === null || others === null || parts.length !== others.length) return false;
  return parts.every((part, index) => {
    const other = others[index]!;
    const numbers = /^\d{1,18}$/.test(part) && /^\d{1,18}$/.test(other);
    return numbers ? BigInt(part) >= BigInt(other) : part >= other;
  });
}

/** A short stable name for a call's parameters, to tell apart the answers of one call in an ETag. */
export function parametersTag(parameters: unknown): string {
  return createHash('sha256').update(JSON.stringify(parameters)).digest('base64url').slice(0, 16);
}

/** A read many people make, answered at least as new as the versions its reader read. */
export interface SharedRead {
  /** Names the read: a call with its parameters. */
  read: string;
  /** The ETag of the versions the reader read. */
  etag: string;
  /** Reads the versions afresh, for a build that starts later. */
  readEtag: () => Promise<string>;
  build: () => Promise<unknown>;
}

/**
 * Answers a read many people make: 304 when the reader holds its ETag, otherwise the shared answer at least
 * as new, compressed when the reader takes gzip.
 */
export async function sendSharedAnswer(
  answers: SharedAnswers,
  request: FastifyRequest,
  reply: FastifyReply,
  shared: SharedRead,
): Promise<FastifyReply> {
  void reply.header('vary', 'accept-encoding');
  if (holdsEtag(request, shared.etag)) return reply.code(304).header('etag', shared.etag).send();
  const { etag, answer } = await answers.atLeast(shared.read, shared.etag, shared.readEtag, shared.build);
  if (holdsEtag(request, etag)) return reply.code(304).header('etag', etag).send();
  // Given only with the answer: a failure that carried it would be answered 304 to its next reader.
  void reply.header('etag', etag).type('application/json; charset=utf-8');
  if (!acceptsGzip(request)) return reply.send(answer.json);
  return reply.header('content-encoding', 'gzip').send(await answer.gzip());
}
