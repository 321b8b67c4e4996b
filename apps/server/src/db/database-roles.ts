import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Two database roles (README, "Least privilege"): the owner of the tables runs migrations, backup and
 * restore; the app's pool runs as a login role that is neither a superuser nor an owner, and may only
 * read and add to the ledger. So no request, however it is bent, can switch the ledger's triggers off
 * (`session_replication_role`, `alter table … disable trigger`) or rewrite what the books hold.
 */
export const APP_ROLE = 'fleetledger_app';

/**
 * The books, the audit log with its seals and the filed VAT returns: read and added to, never changed
 * or removed (their triggers also refuse, for the owner).
 */
const APPEND_ONLY_TABLES = [
  'ledger_entries',
  'ledger_lines',
  'ledger_month_totals',
  'audit_log',
  'audit_seals',
  'vat_returns',
  'vat_return_lines',
];

export interface RoleLogin {
  user: string;
  password: string;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

export function newAppRoleLogin(): RoleLogin {
  return { user: APP_ROLE, password: randomBytes(24).toString('base64url') };
}

/**
 * With one owner URL, the app's role's password is derived from the owner's: every process given
 * that URL (the app, the command line, a second host) finds the same one, and none is stored.
 */
export function derivedAppRoleLogin(ownerUrl: string): RoleLogin {
  const ownerPassword = decodeURIComponent(new URL(ownerUrl).password);
  if (ownerPassword === '') {
    throw new Error(
      `DATABASE_URL has no password, so the app cannot give its own role (${APP_ROLE}) one: ` +
        'set DATABASE_OWNER_URL to the owner and DATABASE_URL to a login role made for the app (README, "Least privilege").',
    );
  }
  const password = createHmac('sha256', ownerPassword).update(`${APP_ROLE} login`).digest('base64url');
  return { user: APP_ROLE, password };
}

/** The same server and database as `url`, logging in as `login`. */
export function urlWithLogin(url: string, login: RoleLogin): string {
  const changed = new URL(url);
  changed.username = encodeURIComponent(login.user);
  changed.password = encodeURIComponent(login.password);
  return changed.toString();
}

/** Creates the app's login role, or sets its password; needs a superuser or an owner with CREATEROLE. */
export async function ensureAppRole(owner: Queryable, login: RoleLogin): Promise<void> {
  const role = pg.escapeIdentifier(login.user);
  const password = pg.escapeLiteral(login.password);
  const found = await owner.query('select 1 from pg_roles where rolname = $1', [login.user]);
  const attributes = `login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${password}`;
  try {
    await owner.query(found.rowCount === 0 ? `create role ${role} ${attributes}` : `alter role ${role} ${attributes}`);
  } catch (error) {
    throw new Error(
      `Cannot create or update the app's database role ${login.user} (${(error as Error).message}): give the owner ` +
        'CREATEROLE, or set DATABASE_OWNER_URL and a DATABASE_URL for a role made for the app (README, "Least privilege").',
    );
  }
}

/**
 * The app's rights on the current database, granted afresh at every start so tables added by a
 * migration are covered: rows of every table, the append-only ones only to read and add — but for a
 * filed return's ledger head, which one taken before its documents were kept receives once at start.
 */
export async function grantAppRole(owner: Queryable, user: string): Promise<void> {
  const role = pg.escapeIdentifier(user);
  const appendOnly = APPEND_ONLY_TABLES.join(', ');
  await owner.query(`
    grant usage on schema public to ${role};
    grant select, insert, update, delete on all tables in schema public to ${role};
    revoke update, delete, truncate, references, trigger on ${appendOnly} from ${role};
    grant update (ledger_head_id) on vat_returns to ${role};
    grant usage, select on all sequences in schema public to ${role};
  `);
}

/**
 * Refuses to serve through a connection that could rewrite the books: a superuser, or a role that
 * owns the ledger's tables or may act as their owner.
 */
export async function requireLeastPrivilege(app: Queryable): Promise<void> {
  const { rows } = await app.query<{ user: string; superuser: boolean; owners: number }>(
    `select current_user as user, r.rolsuper as superuser,
       (select count(*)::int from pg_tables t
          where t.schemaname = 'public' and t.tablename = any($1) and pg_has_role(current_user, t.tableowner, 'MEMBER')) as owners
     from pg_roles r where r.rolname = current_user`,
    [APPEND_ONLY_TABLES],
  );
  const me = rows[0]!;
  if (me.superuser || me.owners > 0) {
    throw new Error(
      `The app's database role ${me.user} is ${me.superuser ? 'a superuser' : 'the owner of the ledger'}: ` +
        'give DATABASE_URL a role of its own, and the owner to DATABASE_OWNER_URL (README, "Least privilege").',
    );
  }
}
