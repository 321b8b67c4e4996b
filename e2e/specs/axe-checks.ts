import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits for the page's finite transitions (a notice fading in or out) to end: axe measures the contrast
 * of text half faded as if it stayed so. Endless animations (a loader) are not waited for.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((each) => each.effect?.getTiming().iterations === Infinity || each.playState !== 'running'),
  );
}

/**
 * The page for axe, without the notices: they leave on their own timer, and one starting to fade while
 * axe reads (it takes a second or two) is measured half faded; a notice is checked as it stands in
 * `noticeViolations`.
 */
const withoutNotices = (page: Page) => new AxeBuilder({ page }).exclude('.mantine-Notifications-root');

/** The serious and critical axe-core violations of the page once settled (all rules, or the tags'). */
export async function seriousViolations(page: Page, tags?: readonly string[]): Promise<string[]> {
  await settled(page);
  const builder = withoutNotices(page);
  const results = await (tags === undefined ? builder : builder.withTags([...tags])).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** The serious and critical violations of the notices shown now, read as soon as they have come in. */
export async function noticeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).include('.mantine-Notifications-root').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/** Every axe-core violation of the page once settled, whatever its impact (landmark rules are "moderate"). */
export async function everyViolation(page: Page): Promise<string[]> {
  await settled(page);
  const results = await withoutNotices(page).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact ?? 'no impact'})`);
}
