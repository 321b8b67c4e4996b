import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { SPEC_NUMBER_PREFIXES } from '@fleetledger/shared/documents/document-number-prefixes';
import { connect } from '../src/db/client';
import { APP_ROLE, derivedAppRoleLogin, ensureAppRole, grantAppRole, urlWithLogin } from '../src/db/database-roles';
import { startEmbedded, type EmbeddedServer } from '../src/db/embedded';
import { applyMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    /** The server as the app's own role, as the app connects (README, "Least privilege"). */
    appUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server for the whole run (DATABASE_URL, else a throw-away embedded one) and one
 * migrated template database, its rights given to the app's role as the app gives them; every test
 * file clones its own database from the template, rights included.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  let appUrl: string;
  if (adminUrl === undefined || adminUrl === '') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetledger-test-'));
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbedded({
      dataDir,
      mode: 'own',
      databaseName: 'postgres',
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200' },
    });
    adminUrl = embedded.url;
    appUrl = embedded.appUrl;
  } else {
    const login = derivedAppRoleLogin(adminUrl);
    await withClient(adminUrl, (client) => ensureAppRole(client, login));
    appUrl = urlWithLogin(adminUrl, login);
  }
  const templateDatabase = `fl_template_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `create database ${templateDatabase}`);
  const template = connect(databaseUrl(adminUrl, templateDatabase), 2);
  await applyMigrations(template.db);
  // The suite's company numbers its documents as the spec's does (INV-ARG-12), as the demo's does.
  const spec = Object.entries(SPEC_NUMBER_PREFIXES).map(([kind, prefix]) => sql`(${kind}, ${prefix})`);
  await template.db.execute(sql`
    update document_number_prefixes p set prefix = spec.prefix
    from (values ${sql.join(spec, sql`, `)}) as spec (kind, prefix) where p.kind = spec.kind`);
  await grantAppRole(template.pool, APP_ROLE);
  await template.close();

  project.provide('adminUrl', adminUrl);
  project.provide('appUrl', appUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await dropTestDatabases(adminUrl, templateDatabase);
    await embedded?.stop();
    if (dataDir !== undefined) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function adminQuery(serverUrl: string, text: string, values: unknown[] = []) {
  return withClient(serverUrl, (client) => client.query(text, values));
}

async function withClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function dropTestDatabases(serverUrl: string, templateDatabase: string): Promise<void> {
  const suffix = templateDatabase.replace('fl_template_', '');
  const found = await adminQuery(serverUrl, `select datname from pg_database where datname like $1 or datname = $2`, [
    `fl_test_${suffix}_%`,
    templateDatabase,
  ]);
  for (const row of found.rows as { datname: string }[]) {
    await adminQuery(serverUrl, `drop database if exists "${row.datname}" with (force)`);
  }
}
