import path from 'node:path';
import { z } from 'zod';
import { parseMailAddress, type MailAddress } from '@fleetledger/shared/mail/mail-address';

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_OWNER_URL: postgresUrl.optional(),
  COMPANY_TZ: z.string().default('Asia/Bahrain').refine(isTimeZone, 'must be an IANA time zone such as Asia/Bahrain'),
  COOKIE_SECURE: booleanText.default(false),
  SESSION_IDLE_HOURS: positiveNumber(8),
  SESSION_MAX_HOURS: positiveNumber(24),
  UPLOAD_MAX_MB: positiveNumber(10),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').max(128).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: booleanText.default(false),
  WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .refine(
      hasHostAndWholeLogin,
      'must name the host, and the user and password together or neither: smtp://host:25 or smtp://user:password@host:587',
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((text) => parseMailAddress(text) !== null, 'must be an e-mail address, or Name <address>')
    .optional(),
});

/** A relay inside the company's network often takes mail without a login; half of one is a mistake. */
function hasHostAndWholeLogin(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.hostname !== '' && (parsed.username === '') === (parsed.password === '');
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The tables' owner, for migrations, backup and restore; DATABASE_URL is then the app's own role. */
  databaseOwnerUrl: string | undefined;
  companyTz: string;
  cookieSecure: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  uploadMaxBytes: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  webDist: string | undefined;
  /** Take the client address from X-Forwarded-For; only behind a proxy that sets it. */
  trustProxy: boolean;
  /** Server processes sharing the port (node:cluster); 1 serves from this process. */
  workers: number;
  /** Where mail goes out and whom it is from; null when mail is not set up. */
  mail: { smtpUrl: string; from: MailAddress } | null;
}

export class ConfigError extends Error {}

/**
 * What `npm run demo` (and the command line's --demo) run on: their own data folder, wiped at every
 * demo start, and this machine only. The environment still wins, so DATABASE_URL or DATA_DIR move it.
 */
export function demoEnvironment(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return { DATA_DIR: './data-demo', HOST: '127.0.0.1', ...env };
}

/** Reads and validates the environment; a bad value stops the start with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (e.DATABASE_OWNER_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_OWNER_URL: set DATABASE_URL too (the app's own role on the same database)",
    );
  }
  if ((e.SMTP_URL === undefined) !== (e.MAIL_FROM === undefined)) {
    throw new ConfigError('Invalid configuration:\n  MAIL_FROM: SMTP_URL and MAIL_FROM must be set together');
  }
  if (e.SESSION_IDLE_HOURS > e.SESSION_MAX_HOURS) {
    throw new ConfigError('Invalid configuration:\n  SESSION_IDLE_HOURS: must not be longer than SESSION_MAX_HOURS');
  }
  const hour = 3_600_000;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    companyTz: e.COMPANY_TZ,
    cookieSecure: e.COOKIE_SECURE,
    sessionIdleMs: e.SESSION_IDLE_HOURS * hour,
    sessionMaxMs: e.SESSION_MAX_HOURS * hour,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    workers: e.WORKERS,
    mail:
      e.SMTP_URL === undefined || e.MAIL_FROM === undefined
        ? null
        : { smtpUrl: e.SMTP_URL, from: parseMailAddress(e.MAIL_FROM)! },
  };
}
