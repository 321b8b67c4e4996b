import fs from 'node:fs';
import path from 'node:path';

/** The server running on a data directory, from its postmaster.pid (line 1 the pid, line 4 the port). */
export function livePostmaster(pgDir: string): { pid: number; port: number } | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  return { pid, port };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Run as root, the server belongs to the user postgres: a process we may not signal is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
