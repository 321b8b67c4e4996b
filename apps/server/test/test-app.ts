import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connect, type Database } from '../src/db/client';
import { adminQuery, databaseUrl } from './global-setup';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The test database as its owner and as the app's role, for a server started as a process of its own. */
  urls: { owner: string; app: string };
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated template and an in-process app on it. */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDatabase');
  const name = `fl_test_${template.replace('fl_template_', '')}_${randomBytes(4).toString('hex')}`;
  await cloneTemplate(adminUrl, template, name);
  // As the app's own role, as the running app connects: what the app may not do, tests may not either.
  const urls = { owner: databaseUrl(adminUrl, name), app: databaseUrl(inject('appUrl'), name) };
  const database = connect(urls.app, 5, { boundedStatements: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-files-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    urls,
    close: async () => {
      await app.close();
      await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh test context for the file or describe block that calls this: made before its tests and closed
 * after them. Its fields are read through at each use, so they are there once the block's beforeAll has run.
 */
export function useTestContext(env: Record<string, string> = {}): TestContext {
  let made: TestContext | undefined;
  beforeAll(async () => {
    made = await createTestContext(env);
  });
  afterAll(() => made?.close());
  const current = () => {
    if (made === undefined) throw new Error('The test context is made in beforeAll: read it inside a test or hook');
    return made;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get urls() {
      return current().urls;
    },
    close: () => current().close(),
  };
}

async function cloneTemplate(adminUrl: string, template: string, name: string): Promise<void> {
  // Two files cloning the template at the same moment make PostgreSQL refuse one: try again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
