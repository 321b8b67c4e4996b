import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files live under DATA_DIR/files by their SHA-256: the same bytes are stored once, and editing or
 * deleting a job row never touches them.
 */
export function fileStore(dataDir: string) {
  const root = path.join(dataDir, 'files');
  const pathOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  return {
    async put(data: Uint8Array): Promise<string> {
      const sha256 = createHash('sha256').update(data).digest('hex');
      const target = pathOf(sha256);
      try {
        await fs.access(target);
        return sha256;
      } catch {
        await fs.mkdir(path.dirname(target), { recursive: true });
        // Written aside then renamed, so a crash never leaves a half file under the real name.
        const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, target);
        return sha256;
      }
    },
    async read(sha256: string): Promise<Buffer> {
      return fs.readFile(pathOf(sha256));
    },
  };
}
export type FileStore = ReturnType<typeof fileStore>;
