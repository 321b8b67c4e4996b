import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from wherever this code runs: its TypeScript source (src/…) or the built
 * bundle (dist/main.js). Paths to the migrations and the web app are taken from here.
 */
export const SERVER_ROOT = (() => {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
})();

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src', 'db', 'migrations');
