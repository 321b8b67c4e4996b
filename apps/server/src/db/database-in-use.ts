import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The database a command reads, as its user recognises it: the server's URL without its password, or
 * the embedded server's data folder (relative to where the command runs when it lies below it).
 */
export function databaseInUse(config: Config): string {
  if (config.databaseUrl !== undefined) {
    const url = new URL(config.databaseUrl);
    url.password = '';
    return `the PostgreSQL server at ${url.toString()}`;
  }
  const relative = path.relative(process.cwd(), config.dataDir);
  const shown = relative === '' ? '.' : relative.startsWith('..') ? config.dataDir : `./${relative}`;
  return `the embedded PostgreSQL in ${shown}`;
}

/** Whether the configured database exists yet: a data folder may hold none; a server's URL always counts. */
export function holdsDatabase(config: Config): boolean {
  return config.databaseUrl !== undefined || fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'));
}
