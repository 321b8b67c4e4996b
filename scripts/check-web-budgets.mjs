// Web budgets: the JavaScript needed for /login at most 100 KB gzipped, and no chunk over 300 KB
// gzipped. Reads the Vite manifest of the build and fails when over.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const LOGIN_BUDGET_KB = 100;
const CHUNK_BUDGET_KB = 300;

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const signInStart = Object.keys(manifest).find((key) => /sign-in-start\.tsx$/.test(key));
if (entry === undefined || signInStart === undefined) {
  console.error('Cannot find the entry or the sign-in page in the Vite manifest.');
  process.exit(1);
}
// A signed-out visitor on /login runs the entry and the sign-in page alone; the rest of the app is
// fetched afterwards and is not waited for.
const loginChunks = staticClosure([entry, signInStart]);
const loginKb = [...loginChunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);

const problems = [];
const rows = [];
for (const file of fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
  const kb = gzipKb(path.join('assets', file));
  rows.push([file, kb]);
  if (kb > CHUNK_BUDGET_KB) problems.push(`${file} is ${kb.toFixed(1)} KB gzipped (budget ${CHUNK_BUDGET_KB} KB)`);
}
rows.sort((a, b) => b[1] - a[1]);
console.log(
  `JavaScript for /login: ${loginKb.toFixed(1)} KB gzipped (budget ${LOGIN_BUDGET_KB} KB) in ${loginChunks.size} chunks`,
);
console.log(
  `Largest chunks: ${rows
    .slice(0, 5)
    .map(([f, kb]) => `${f} ${kb.toFixed(1)} KB`)
    .join(', ')}`,
);
if (loginKb > LOGIN_BUDGET_KB)
  problems.push(`/login needs ${loginKb.toFixed(1)} KB gzipped (budget ${LOGIN_BUDGET_KB} KB)`);
if (problems.length > 0) {
  console.error(`Web budgets exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
