import { parseArgs } from 'node:util';
import { ConfigError, demoEnvironment, loadConfig, type Config } from './config';
import { databaseInUse, holdsDatabase } from './db/database-in-use';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { loadDemoData } from './demo/demo-data';
import { generateActivity } from './demo/generate-activity';
import { generateDocuments } from './demo/generate-documents';
import { generateExpenseBooks } from './demo/generate-expense-books';
import { generateFleet } from './demo/generate-fleet';
import { loadDemoCompany, loadDemoNumbering } from './demo/demo-company';
import { withIndexesDeferred } from './demo/deferred-indexes';
import { openDatabase } from './db/open-database';
import { adoptStoredPrefixes } from './features/settings/document-numbers.service';
import { moveInFilesFromDisk } from './files/files-from-disk';
import { CLI_ACTOR } from './identity/actor';
import { setSecurityCodes } from './features/settings/settings.service';
import { createUser, disableUser, listUsers, setPassword } from './features/users/users.service';
import { HttpError } from './http/http-error';
import type { Db } from './db/client';
import { createBackup } from './backup/backup';
import { BadBackupError } from './backup/backup-file';
import { restoreBackup } from './backup/restore';
import { abbreviatedHash } from '@fleetledger/shared/ledger/ledger-check.contract';
import { BrokenLedgerError } from './features/ledger/ledger.service';
import { verifyBooks } from './features/ledger/ledger-verification.service';
import { anchorCarrier } from './features/ledger/ledger-anchor.service';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  user add --email E --password P --name N --authority A   add a user (authority 1 Admin, 2 Manager, 3 Supervisor, 4 Driver)
  user list                                                list users
  user passwd --email E --password P                       set a user's password (ends their sessions)
  user disable --email E                                   disable a user (ends their sessions)
  codes set --cancel NNNN --admin NNNN                     set the cancellation and admin codes (stored hashed)
  demo                                                     load demo data into the configured database
  generate --jobs N --expenses M [--seed S]                add N jobs and M expenses of realistic generated data, and
                                                           invoices, receipts and purchases for most jobs, with their books
  backup --out FILE                                        write every table (one consistent snapshot) and every stored file to FILE
  restore --from FILE [--force]                            restore a backup; --force replaces data the database already holds
  ledger verify                                            check the books: the hash chain, every posted document against its
                                                           entries, the head against DATA_DIR's anchor; names what is wrong (exit 1)

The database is DATABASE_URL, else the embedded server on DATA_DIR (default ./data), running or not.
--demo before the command uses the demo's database instead (./data-demo, as npm run demo does).`;

const DEMO_HINT = "The demo's books are checked with: npm run cli -- --demo ledger verify";

class UsageError extends Error {}

type Options = Record<string, string | undefined>;

interface Command {
  /** Reads books that must exist: the command names the database first and refuses an empty folder. */
  readsBooks?: true;
  required: readonly string[];
  optional?: readonly string[];
  run(db: Db, options: Options, config: Config): Promise<string>;
}

const COMMANDS: Record<string, Command> = {
  'user add': {
    required: ['email', 'password', 'name', 'authority'],
    run: async (db, o) => {
      const authority = Number(o.authority);
      const user = await createUser(
        db,
        { email: o.email!, password: o.password!, name: o.name!, authority },
        CLI_ACTOR,
      );
      return `Added ${user.email} (${user.user_code}, ${user.role}).`;
    },
  },
  'user list': {
    required: [],
    run: async (db) => {
      const users = await listUsers(db);
      const lines = users.map(
        (u) =>
          `${u.user_code.padEnd(7)} ${u.email.padEnd(32)} ${u.name.padEnd(24)} ${u.role.padEnd(10)} ${u.active ? 'active' : 'disabled'}`,
      );
      return lines.length === 0 ? 'No users.' : lines.join('\n');
    },
  },
  'user passwd': {
    required: ['email', 'password'],
    run: async (db, o) => `Password changed for ${(await setPassword(db, o.email!, o.password!, CLI_ACTOR)).email}.`,
  },
  'user disable': {
    required: ['email'],
    run: async (db, o) => `Disabled ${(await disableUser(db, o.email!, CLI_ACTOR)).email}; their sessions have ended.`,
  },
  'codes set': {
    required: ['cancel', 'admin'],
    run: async (db, o) => {
      await setSecurityCodes(db, { cancel: o.cancel!, admin: o.admin! }, CLI_ACTOR);
      return 'Security codes set.';
    },
  },
  generate: {
    required: ['jobs', 'expenses'],
    optional: ['seed'],
    run: async (db, o, config) => {
      const jobs = Number(o.jobs);
      const expenses = Number(o.expenses);
      const seed = o.seed === undefined ? 1 : Number(o.seed);
      const started = Date.now();
      // The generated invoices are tax invoices: the company that issues them is named first.
      await loadDemoCompany(db, CLI_ACTOR);
      await loadDemoNumbering(db, CLI_ACTOR);
      await generateFleet(db, { trucks: 50, drivers: 55, customers: 150 }, seed);
      const months = Math.max(12, Math.min(120, Math.round(jobs / 8_333)));
      const endDate = todayIn(config.companyTz);
      const generate = async () => {
        await generateActivity(db, { jobs, expenses, seed, months, endDate });
        await generateDocuments(db, { seed, endDate });
      };
      await (jobs + expenses > 50_000 ? withIndexesDeferred(db, ['jobs', 'expenses'], generate) : generate());
      await generateExpenseBooks(db);
      await db.execute(sql`analyze`);
      return `Generated ${jobs} jobs and ${expenses} expenses, with their documents and books, over ${months} months in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
    },
  },
  backup: {
    required: ['out'],
    run: async (db, o, config) => {
      const started = Date.now();
      const { rows, files, bytes } = await createBackup(db, o.out!, await anchorCarrier(db, config.dataDir));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      return `Backed up ${rows} rows and ${files} files to ${o.out} (${(bytes / 1_048_576).toFixed(1)} MB) in ${seconds} s.`;
    },
  },
  restore: {
    required: ['from'],
    optional: ['force'],
    run: async (db, o, config) => {
      const { rows, files } = await restoreBackup(
        db,
        o.from!,
        o.force !== undefined,
        await anchorCarrier(db, config.dataDir),
      );
      return `Restored ${rows} rows and ${files} files from ${o.from}.`;
    },
  },
  'ledger verify': {
    readsBooks: true,
    required: [],
    run: async (db, _options, config) => {
      const check = await verifyBooks(db, config.dataDir);
      const warnings = check.warnings.length === 0 ? [] : ['Warnings:', ...check.warnings.map((w) => `- ${w}.`)];
      if (!check.verified) {
        throw new BrokenLedgerError(
          ['The books do not verify:', ...check.findings.map((f) => `- ${f}.`), ...warnings].join('\n'),
        );
      }
      const move = check.anchorMove;
      const head = `the head ${abbreviatedHash(check.headHash)}`;
      const anchored = !move.moved
        ? `${head} matches its anchor`
        : move.first
          ? `${head}; ${config.dataDir} held no anchor yet, so one was written`
          : `${head}; its anchor was behind and moved on to it`;
      return [
        `The books verify: ${check.entries} entries, the chain is whole, every posted document has its entries, ${anchored}.`,
        ...warnings,
      ].join('\n');
    },
  },
  demo: {
    required: [],
    run: async (db, _options, config) => {
      const logins = await loadDemoData(db, { companyTz: config.companyTz });
      return [
        'Demo data loaded. Logins:',
        ...logins.map((l) => `  ${l.email}  ${l.password}  (authority ${l.authority})`),
      ].join('\n');
    },
  },
};

/** The options the commands name, each taking a value but for the flags, which stand alone. */
const FLAGS: readonly string[] = ['force'];
const OPTIONS = Object.fromEntries(
  Object.values(COMMANDS)
    .flatMap((command) => [...command.required, ...(command.optional ?? [])])
    .map((name) => [name, { type: FLAGS.includes(name) ? 'boolean' : 'string' }] as const),
);

function parseCommand(argv: string[]): { command: Command; options: Options } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: OPTIONS,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const words = parsed.positionals;
  const single = ['demo', 'generate', 'backup', 'restore'].includes(words[0] ?? '');
  const name = single ? words[0]! : words.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  const expectedWords = single ? 1 : 2;
  if (command === undefined || words.length !== expectedWords)
    throw new UsageError(`Unknown command: ${words.join(' ') || '(none)'}`);
  const options = Object.fromEntries(
    Object.entries(parsed.values).map(([key, value]) => [key, value === true ? 'yes' : value]),
  ) as Options;
  const missing = command.required.filter((key) => options[key] === undefined || options[key] === '');
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((m) => `--${m}`).join(', ')}`);
  const extra = Object.keys(options).filter(
    (key) => !command.required.includes(key) && !(command.optional ?? []).includes(key),
  );
  if (extra.length > 0) throw new UsageError(`Unexpected ${extra.map((m) => `--${m}`).join(', ')} for '${name}'`);
  return { command, options };
}

export async function runCli(
  argv: string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const demo = argv.includes('--demo');
  let parsed;
  try {
    parsed = parseCommand(argv.filter((word) => word !== '--demo'));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const numbersProblem = numberOptionProblem(parsed.options);
  if (numbersProblem !== null) {
    err(`${numbersProblem}\n\n${USAGE}`);
    return 2;
  }
  let database;
  let config: Config;
  try {
    config = loadConfig(demo ? demoEnvironment(process.env) : process.env);
    if (parsed.command.readsBooks === true) {
      out(`Database: ${databaseInUse(config)}`);
      if (!holdsDatabase(config)) {
        err(`It holds no database yet, so no books to check.${demo ? '' : ` ${DEMO_HINT}`}`);
        return 1;
      }
    }
    database = await openDatabase(config, 'reuse', 'owner', () => undefined, [moveInFilesFromDisk]);
  } catch (error) {
    err(error instanceof ConfigError ? error.message : `Cannot open the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    // What the commands say names documents as the company prints them.
    await adoptStoredPrefixes(database.db);
    out(await parsed.command.run(database.db, parsed.options, config));
    return 0;
  } catch (error) {
    if (error instanceof HttpError || error instanceof BadBackupError || error instanceof BrokenLedgerError) {
      err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.shutdown();
  }
}

function numberOptionProblem(options: Options): string | null {
  for (const key of ['jobs', 'expenses', 'seed']) {
    const value = options[key];
    if (value !== undefined && !/^\d{1,9}$/.test(value)) return `--${key} must be a whole number`;
  }
  return null;
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  runCli(
    process.argv.slice(2),
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`),
  ).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
