import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { cutValues, pageOverflow, setSidebar } from './screen-fit';
import { signIn } from './sign-in-helpers';

/**
 * Every screen the menu offers the Admin, on the smallest desk screen (1280 × 800) beside the open
 * sidebar: no page is wider than the window and no value is cut (the rule is `cutValues`'s). The menu
 * is read from the page, the sidebar's groups and the submenus a screen holds (the report types), so a
 * screen added later is measured too. A screen that shows its figures only when asked (a report) is
 * asked with its defaults. Every misfit of every screen is listed at the end; a screenshot of each
 * screen goes to the test's output folder.
 */

const WIDTH = 1280;
const HEIGHT = 800;

interface Screen {
  name: string;
  path: string;
}

/** The links of a menu: its name and where it leads, in menu order. */
function menuLinks(page: Page, selector: string): Promise<Screen[]> {
  return page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((link) => ({ name: (link.textContent ?? '').trim(), path: link.getAttribute('href') ?? '' })),
    );
}

/** Answers the number of the page's calls to the server still under way. */
function countCallsUnderWay(page: Page): () => number {
  const open = new Set<object>();
  const isCall = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isCall(request.url())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** Waits until the screen has its heading, no call is under way and nothing on it says it is loading. */
async function settled(page: Page, callsUnderWay: () => number) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const busy = main.locator('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]');
  await expect
    .poll(async () => callsUnderWay() + (await busy.count()), { timeout: 20_000, message: page.url() })
    .toBe(0);
}

/** What does not fit on the screen now; once the screen settles, a misfit still there after a few looks. */
async function misfits(page: Page): Promise<string[]> {
  let found: string[] = [];
  for (let look = 0; look < 5; look += 1) {
    const overflow = await pageOverflow(page);
    found = [...(overflow > 0 ? [`the page is ${overflow} px wider than the window`] : []), ...(await cutValues(page))];
    if (found.length === 0) return found;
    await page.waitForTimeout(500);
  }
  return found;
}

test('every screen of the menu at 1280 × 800 beside the open sidebar shows its values whole and fits the window', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  await signIn(page, ADMIN);
  await setSidebar(page, true);
  const callsUnderWay = countCallsUnderWay(page);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const screens = await menuLinks(page, 'nav[aria-label="Main navigation"] a[href]');
  expect(screens.length).toBeGreaterThan(30);

  const report: string[] = [];
  const measure = async (screen: Screen) => {
    await settled(page, callsUnderWay);
    const generate = page.getByRole('main').getByRole('button', { name: /^Generate/ });
    if ((await generate.count()) === 1) {
      await generate.click({ timeout: 10_000 });
      await settled(page, callsUnderWay);
    }
    report.push(...(await misfits(page)).map((misfit) => `${screen.name} (${screen.path}): ${misfit}`));
    const file = screen.path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    await page.screenshot({ path: testInfo.outputPath(`${file}.png`), fullPage: true });
  };

  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  for (const screen of screens) {
    // The last screen stays on view until the next one's code has loaded; every screen has a title of its own.
    const there = new URL(page.url()).pathname === screen.path;
    const last = (await heading.textContent()) ?? '';
    await menu.getByRole('link', { name: screen.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === screen.path);
    if (!there) await expect(heading).not.toHaveText(last, { timeout: 20_000 });
    await measure(screen);
    // A submenu on the screen: a navigation landmark of links inside it.
    const submenu = await menuLinks(page, 'main nav a[href]');
    for (const entry of submenu) {
      await page.getByRole('main').getByRole('navigation').getByRole('link', { name: entry.name, exact: true }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === entry.path);
      await measure({ name: `${screen.name} › ${entry.name}`, path: entry.path });
    }
  }

  expect(report, `Screens that do not fit ${WIDTH} px beside the open sidebar`).toEqual([]);
});
