/// <reference lib="dom" />
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../../e2e/chromium-flags.mjs';
import { BENCH_LOGIN } from './bench-database';

export interface TableTiming {
  loginLcpMs: number;
  dashboardLcpMs: number;
  rows: number;
  firstRowsMs: number;
  /** When the month's answer had fully arrived, on the same clock: the rest is parsing and rendering. */
  dataReceivedMs: number;
  longestTaskMs: number;
}

/** Chromium for a timing, or undefined (said in the log) where there is none. */
export async function benchChromium(log: (line: string) => void, timing: string): Promise<Browser | undefined> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  try {
    return await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
  } catch (error) {
    log(`Skipping ${timing}: no Chromium (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

/** Largest Contentful Paint of the page as loaded, in ms. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * Paint of /login and /dashboard, then the job table of the given month in Chromium: time from
 * navigation to the first rows painted, and the longest main-thread task while scrolling to the end.
 */
export async function measureJobTable(
  baseUrl: string,
  month: string,
  log: (line: string) => void,
): Promise<TableTiming | undefined> {
  const browser = await benchChromium(log, 'the job table timing');
  if (browser === undefined) return undefined;
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).waitFor();
    const loginLcpMs = await largestContentfulPaint(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(BENCH_LOGIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(BENCH_LOGIN.password);
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const dashboardLcpMs = await largestContentfulPaint(page);
    await page.evaluate((m) => localStorage.setItem('fleetledger.jobTable.month', m), month);
    // Measured inside the page: from the navigation's start to the frame that paints the first rows.
    await page.addInitScript(() => {
      const timing = window as unknown as { firstRowsPaintedAt?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-job-row]') === null) return;
        observer.disconnect();
        requestAnimationFrame(() => (timing.firstRowsPaintedAt = performance.now()));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/job-table`);
    await page.waitForFunction(() => (window as unknown as { firstRowsPaintedAt?: number }).firstRowsPaintedAt, null, {
      timeout: 30_000,
    });
    const firstRowsMs = await page.evaluate(
      () => (window as unknown as { firstRowsPaintedAt: number }).firstRowsPaintedAt,
    );
    const dataReceivedMs = await page.evaluate(() => {
      const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes('job_data.php')) as
        PerformanceResourceTiming | undefined;
      return answer?.responseEnd ?? Number.NaN;
    });
    const rows = await page.evaluate(() =>
      Number(document.querySelector('[data-job-count]')?.getAttribute('data-job-count') ?? 0),
    );
    const longestTaskMs = await page.evaluate(async () => {
      let longest = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
      });
      observer.observe({ entryTypes: ['longtask'] });
      const scroller = document.querySelector('[role="grid"]') ?? document.scrollingElement!;
      // A screenful at a time, one per frame, down to the last row.
      for (let i = 0; i < 5_000 && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1; i += 1) {
        scroller.scrollBy(0, scroller.clientHeight * 0.9);
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      observer.disconnect();
      return longest;
    });
    return { loginLcpMs, dashboardLcpMs, rows, firstRowsMs, dataReceivedMs, longestTaskMs };
  } finally {
    await browser.close();
  }
}
