import { runCli } from '../src/cli';
import { loadConfig } from '../src/config';
import { databaseInUse } from '../src/db/database-in-use';

/** The command line as a user runs it, with what it printed to stdout and stderr and its exit code. */
export async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The line with which a command that reads the books names the database it opened. */
export function databaseLine(): string {
  return `Database: ${databaseInUse(loadConfig())}`;
}
