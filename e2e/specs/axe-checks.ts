import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical axe-core violations of the page as it is now (all rules, or the tags'). */
export async function seriousViolations(page: Page, tags?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (tags === undefined ? builder : builder.withTags([...tags])).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Every axe-core violation of the page as it is now, whatever its impact (landmark rules are "moderate"). */
export async function everyViolation(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact ?? 'no impact'})`);
}
