// Finds a Chromium for the browser tests: CHROME_PATH, the system's, or Playwright's own (installed
// where the network allows). Run directly, it fails with one clear line when there is none.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const HOW_TO =
  'No Chromium for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chrome/Chromium binary.';

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return fs.existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export async function findChromium({ install = false } = {}) {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  const own = await playwrightChromium();
  if (own !== null || !install) return own;
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'ignore', timeout: 300_000 });
  } catch {
    return null;
  }
  return playwrightChromium();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = await findChromium({ install: true });
  if (found === null) {
    console.error(HOW_TO);
    process.exit(1);
  }
}
