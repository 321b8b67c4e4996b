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

/**
 * Whether the server on this data directory died without shutting down: a postmaster that stops
 * (however it is asked to) removes its postmaster.pid; one killed or crashed leaves it behind.
 */
export function postmasterDied(pgDir: string): boolean {
  return fs.existsSync(path.join(pgDir, 'postmaster.pid')) && livePostmaster(pgDir) === null;
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
