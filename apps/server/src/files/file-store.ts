import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { storedFiles } from '../db/schema';

/** How much of a file one query reads: a large file is never whole in memory, nor twice as hex. */
const PIECE_BYTES = 1024 * 1024;

/**
 * Files live in the database by their SHA-256, so every instance of the app serves every file: the
 * same bytes are stored once, and editing or deleting what lists them never touches them. Given a
 * transaction, a file is stored with what lists it or not at all.
 */
export function fileStore(db: Executor) {
  async function sizeOf(sha256: string): Promise<number> {
    const [found] = await db
      .select({ sizeBytes: storedFiles.sizeBytes })
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha256))
      .limit(1);
    if (found === undefined) throw new Error(`The stored file ${sha256} is missing`);
    return found.sizeBytes;
  }
  // Stored files never change, so pieces read by separate queries always belong together.
  async function* pieces(sha256: string, sizeBytes: number): AsyncGenerator<Buffer> {
    for (let offset = 0; offset < sizeBytes; offset += PIECE_BYTES) {
      const { rows } = await db.execute<{ piece: string }>(
        sql`select encode(substring(${storedFiles.data} from ${offset + 1} for ${PIECE_BYTES}), 'base64') as piece
            from ${storedFiles} where ${storedFiles.sha256} = ${sha256}`,
      );
      yield Buffer.from(rows[0]!.piece, 'base64');
    }
  }
  return {
    async put(data: Uint8Array): Promise<string> {
      const sha256 = createHash('sha256').update(data).digest('hex');
      // Two uploads of the same bytes at once: the second waits for the first and stores nothing.
      await db
        .insert(storedFiles)
        .values({ sha256, sizeBytes: data.byteLength, data: Buffer.from(data) })
        .onConflictDoNothing();
      return sha256;
    },
    /** The whole file, for what needs it in hand (the logo on a printed page). */
    async read(sha256: string): Promise<Buffer> {
      const all: Buffer[] = [];
      for await (const piece of pieces(sha256, await sizeOf(sha256))) all.push(piece);
      return Buffer.concat(all);
    },
    /** The file as a stream a reply can send, a piece at a time, and its length. */
    async open(sha256: string): Promise<{ sizeBytes: number; stream: Readable }> {
      const sizeBytes = await sizeOf(sha256);
      return { sizeBytes, stream: Readable.from(pieces(sha256, sizeBytes)) };
    },
  };
}
export type FileStore = ReturnType<typeof fileStore>;
