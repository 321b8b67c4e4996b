import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { cell, newRows, typeInto } from './job-table-helpers';
import { pageOverflow, setSidebar } from './screen-fit';

/**
 * The wide screens at the two desk widths, with the sidebar open and collapsed: tables fit the width
 * they are given or scroll inside it with a scrollbar in sight and their first column pinned; the job
 * table's toolbar stays on one line. Screenshots go to the test's output folder.
 */

const WIDTHS = [1280, 1440] as const;

/** Signs the Admin in on a screen of the given width, sets the sidebar and opens the page. */
async function openAsAdmin(page: Page, width: number, sidebarOpen: boolean, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, ADMIN);
  await setSidebar(page, sidebarOpen);
  await page.goto(path);
}

/** The page itself never scrolls sideways. */
async function expectNoPageOverflow(page: Page) {
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
}

/** The element whose box clips the table: its scroll container. */
function scroller(table: Locator) {
  return table.locator("xpath=ancestor::*[contains(concat(' ', @class, ' '), '-scrollContainer ')][1]");
}

async function expectFits(table: Locator) {
  const [tableWidth, boxWidth] = await Promise.all([
    table.evaluate((element) => element.scrollWidth),
    scroller(table).evaluate((element) => element.clientWidth),
  ]);
  expect(tableWidth).toBeLessThanOrEqual(boxWidth);
}

for (const width of WIDTHS) {
  for (const open of [true, false]) {
    const sidebar = open ? 'open' : 'collapsed';

    test(`at ${width} px with the sidebar ${sidebar}, Expense Records fits whole`, async ({ page }, testInfo) => {
      await openAsAdmin(page, width, open, '/expense-table');
      const table = page.getByRole('table', { name: 'Expenses' });
      await expect(table.locator('tbody tr').first()).toBeVisible();

      await expectFits(table);
      await expectNoPageOverflow(page);
      // Every header and every status reads whole.
      for (const header of [
        'Date',
        'Charge',
        'Description',
        'Type',
        'Driver / Truck',
        'Job',
        'Due date',
        'Status',
        'Amount',
      ])
        await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeInViewport({ ratio: 1 });
      await expect(table.getByRole('link', { name: /^Edit expense/ }).first()).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath(`expense-records-${width}-${sidebar}.png`), fullPage: false });
    });

    test(`at ${width} px with the sidebar ${sidebar}, Driver Monthly shows its totals beside a visible scrollbar`, async ({
      page,
    }, testInfo) => {
      await openAsAdmin(page, width, open, '/reports');
      await page
        .getByRole('navigation', { name: 'Report types' })
        .getByRole('link', { name: 'Driver Monthly' })
        .click();
      await page.getByRole('button', { name: 'Generate Report' }).click();
      const table = page.getByRole('table', { name: 'Driver Monthly' });
      await expect(table.getByRole('row')).toHaveCount(14);
      await expectNoPageOverflow(page);

      const box = scroller(table);
      const [scrollWidth, clientWidth, overflowX] = await box.evaluate((element) => [
        element.scrollWidth,
        element.clientWidth,
        getComputedStyle(element).overflowX,
      ]);
      if (scrollWidth > clientWidth) {
        // A native scrollbar, there without hovering, and the Month and Total columns stay in view while it moves.
        // (Headless Chromium draws no scrollbars at all, so the style is what can be checked.)
        expect(overflowX).toBe('auto');
        await box.evaluate((element) => (element.scrollLeft = element.scrollWidth / 2));
      }
      const totals = table.getByRole('row').last();
      await totals.scrollIntoViewIfNeeded();
      await expect(totals.getByRole('rowheader', { name: 'Total' })).toBeInViewport({ ratio: 1 });
      await expect(totals.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
      await expect(table.getByRole('columnheader', { name: 'Total' })).toBeInViewport({ ratio: 1 });
      await expect(table.getByRole('columnheader', { name: 'Month' })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath(`driver-monthly-${width}-${sidebar}.png`), fullPage: true });
    });
  }

  test(`at ${width} px the job table's toolbar stays on one line, also with unsaved rows`, async ({
    page,
  }, testInfo) => {
    await openAsAdmin(page, width, true, '/job-table');
    const grid = page.getByRole('grid', { name: 'Jobs' });
    await expect(grid).toBeVisible();
    const buttons = ['Add New Row', 'Update All Jobs', 'Add Customer'].map((name) =>
      page.getByRole('button', { name }),
    );
    const month = page.getByLabel('Month', { exact: true }).first();
    const tops = async () =>
      Promise.all(
        [month, page.getByRole('textbox', { name: 'Search table' }), ...buttons].map(async (item) => {
          const bounds = await item.boundingBox();
          return Math.round((bounds?.y ?? 0) + (bounds?.height ?? 0) / 2);
        }),
      );
    const gridTop = (await grid.boundingBox())?.y;
    const before = await tops();
    expect(new Set(before).size).toBe(1);

    // Make rows unsaved: the count appears without moving the buttons or the grid.
    await page.getByRole('button', { name: 'Add New Row' }).click();
    await typeInto(page, cell(newRows(page).last(), 'description'), '8');
    await expect(page.getByText('1 unsaved')).toBeVisible();
    expect(await tops()).toEqual(before);
    expect((await grid.boundingBox())?.y).toBe(gridTop);
    // The status line under the grid, with the zoom, is in view above the page footer.
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeInViewport({ ratio: 1 });
    const footerTop = (await page.getByRole('contentinfo').last().boundingBox())?.y ?? 0;
    const zoomBottom = await page
      .getByRole('button', { name: 'Zoom in' })
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(zoomBottom).toBeLessThanOrEqual(footerTop);
    await page.screenshot({ path: testInfo.outputPath(`job-table-toolbar-${width}.png`) });
  });
}

/** The pages that list records in a table: the administration lists, then the invoicing ones. */
const ADMINISTRATION_LISTS = ['/customers', '/drivers', '/trucks', '/charges', '/accounts', '/users'];
const TABLE_PAGES = [...ADMINISTRATION_LISTS, '/invoice-request', '/invoice-management', '/invoices'];

/** An account with the longest code the chart takes (20 characters), so the list is measured at its widest. */
async function ensureLongestAccountCode(page: Page) {
  const saved = await page.request.post('/api/transportation/account_save', {
    data: {
      code: 'LAYOUT-5800.01-TOLLS',
      name: 'Layout Causeway Tolls',
      description: '',
      type: 'expense',
      dr_cr: 'dr',
    },
  });
  // Another width's run may have added it already; anything else is a failure.
  if (!saved.ok()) expect(await saved.text()).toContain('already has code');
}

// One test per page and width: the pages load real data, and together they outlast one test's time.
for (const width of WIDTHS) {
  for (const path of TABLE_PAGES) {
    test(`at ${width} px with the sidebar open, ${path} fits`, async ({ page }, testInfo) => {
      await openAsAdmin(page, width, true, path);
      if (path === '/accounts') {
        await ensureLongestAccountCode(page);
        await page.reload();
        await expect(page.getByRole('cell', { name: 'LAYOUT-5800.01-TOLLS', exact: true })).toBeAttached({
          timeout: 20_000,
        });
      }
      await expect(page.getByRole('table').first()).toBeVisible({ timeout: 20_000 });
      await expectNoPageOverflow(page);
      // No table is wider than the box that holds it, once the page has settled (the sidebar's
      // opening and the rows' arrival move the columns for a moment on a busy machine).
      const clipped = () =>
        page.getByRole('table').evaluateAll((tables) =>
          tables.flatMap((table) => {
            // The nearest box that clips it: a scroll container, or the page.
            let clip: Element | null = table.parentElement;
            while (clip !== null && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
            const right = clip === null ? window.innerWidth : clip.getBoundingClientRect().right;
            return table.getBoundingClientRect().right > right + 1 ? [table.getAttribute('aria-label') ?? 'table'] : [];
          }),
        );
      await expect.poll(clipped, { message: path }).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${path.slice(1)}-${width}.png`) });
    });
  }
}
