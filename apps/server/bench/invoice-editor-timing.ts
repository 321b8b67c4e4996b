/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import type { Db } from '../src/db/client';
import { BENCH_LOGIN } from './bench-database';
import type { BenchRow } from './bench-report';
import type { httpClient } from './http-client';
import { benchChromium } from './job-table-timing';
import { hardestInvoice } from './printed-document-timing';
import { stats } from './stats';

type Client = ReturnType<typeof httpClient>;

/** The targets at 200 lines: Edit painted within 300 ms, a keystroke painted within 50 ms. */
const EDIT_TARGET_MS = 300;
const KEYSTROKE_TARGET_MS = 50;
const LINES = 200;

/**
 * In the page: clicks Edit and answers the ms until the frame after the editor's last line has its
 * boxes (the next animation frame, then the task after it, is when that frame has been painted).
 */
const EDIT_TO_PAINT = `new Promise((resolve) => {
  const edit = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Edit');
  const start = performance.now();
  edit.click();
  const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
  const ready = () => document.querySelector('[aria-label="Unit Amount (BD), line ${LINES}"]') !== null;
  (function wait() { if (ready()) painted(); else requestAnimationFrame(wait); })();
})`;

/** In the page: each keystroke's time from the key going down to the frame painted after it. */
const KEYSTROKE_TO_PAINT = `(() => {
  window.keystrokeMs = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.keystrokeMs.push(performance.now() - start)));
  }, true);
})()`;

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(BENCH_LOGIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(BENCH_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * A 200-line invoice (the hardest lines: 300 characters, Arabic and English) in Chromium: from clicking
 * Edit to the editor painted, and from a key typed in a line's unit amount to the next paint.
 */
export async function invoiceEditorRows(
  client: Client,
  db: Db,
  baseUrl: string,
  date: string,
  runs: { edits: number; keystrokes: number },
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const browser = await benchChromium(log, 'the invoice editor timing');
  if (browser === undefined) return [];
  const invoice = await hardestInvoice(client, db, LINES, date);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, baseUrl);
    const edits: number[] = [];
    // One warm-up opening, then each run on a freshly loaded page.
    for (let run = 0; run <= runs.edits; run += 1) {
      await page.goto(`${baseUrl}/invoice/${invoice.number}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
      const ms = await page.evaluate<number>(EDIT_TO_PAINT);
      if (run > 0) edits.push(ms);
    }
    await page.getByRole('textbox', { name: `Unit Amount (BD), line ${LINES / 2}` }).click();
    await page.keyboard.press('End');
    await page.evaluate(KEYSTROKE_TO_PAINT);
    const warmup = 2;
    for (let key = 0; key < runs.keystrokes + warmup; key += 1) {
      // A digit, then its removal: every key changes the line and the totals.
      await page.keyboard.press(key % 2 === 0 ? '5' : 'Backspace');
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(200);
    const keystrokes = (await page.evaluate<number[]>('window.keystrokeMs')).slice(warmup);
    return [
      {
        measure: `invoice editor, ${LINES} lines: Edit clicked → editor painted (Chromium)`,
        api: stats(edits),
        targetMs: EDIT_TARGET_MS,
      },
      {
        measure: `invoice editor, ${LINES} lines: key in a unit amount → next paint (Chromium)`,
        api: stats(keystrokes),
        targetMs: KEYSTROKE_TARGET_MS,
      },
    ];
  } finally {
    await browser.close();
    await invoice.remove();
  }
}
