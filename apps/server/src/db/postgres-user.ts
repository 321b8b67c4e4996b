import fs from 'node:fs';
import path from 'node:path';

// Running as root, the embedded database runs as the system user 'postgres': what that user must be
// able to reach, and the ids to hand to the processes started for it.

/**
 * initdb reads the new password from a file the package writes into the system temp directory,
 * readable by every user. It is pointed at a folder of our own instead, which only we (and, as
 * root, the postgres user who runs initdb) can enter, removed as soon as initdb is done.
 */
export async function withPrivateTmpdir<T>(dataDir: string, run: () => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(dataDir, '.initdb-'));
  fs.chmodSync(folder, 0o700);
  const ids = isRoot() ? postgresUserIds() : {};
  if (ids.uid !== undefined && ids.gid !== undefined) fs.chownSync(folder, ids.uid, ids.gid);
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export function postgresUserIds(): { uid?: number; gid?: number } {
  const passwd = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  if (passwd === undefined) return {};
  const [, , uid, gid] = passwd.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * As root the database runs as the system user 'postgres', which must be able to enter every folder
 * above the data directory; a clone in /root or a mktemp folder (mode 0700) shuts it out.
 */
export function requireReachableByPostgres(dataDir: string): void {
  const ids = postgresUserIds();
  const blocked: string[] = [];
  for (let folder = path.resolve(dataDir); ; folder = path.dirname(folder)) {
    const stat = fs.statSync(folder);
    const enterable =
      stat.uid === ids.uid
        ? (stat.mode & 0o100) !== 0
        : stat.gid === ids.gid
          ? (stat.mode & 0o010) !== 0
          : (stat.mode & 0o001) !== 0;
    if (!enterable) blocked.push(folder);
    if (path.dirname(folder) === folder) break;
  }
  if (blocked.length > 0) {
    throw new Error(
      `Running as root, the database runs as the user 'postgres', which cannot enter ${blocked.at(-1)}: ` +
        `set DATA_DIR to a folder it can reach (e.g. /var/lib/fleetledger), or run fleetledger as a normal user.`,
    );
  }
}

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
