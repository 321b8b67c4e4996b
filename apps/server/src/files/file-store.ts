import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { storedFiles } from '../db/schema';

/**
 * Files live in the database by their SHA-256, so every instance of the app serves every file: the
 * same bytes are stored once, and editing or deleting what lists them never touches them. Given a
 * transaction, a file is stored with what lists it or not at all.
 */
export function fileStore(db: Executor) {
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
    async read(sha256: string): Promise<Buffer> {
      const [found] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.sha256, sha256))
        .limit(1);
      if (found === undefined) throw new Error(`The stored file ${sha256} is missing`);
      return found.data;
    },
  };
}
export type FileStore = ReturnType<typeof fileStore>;
