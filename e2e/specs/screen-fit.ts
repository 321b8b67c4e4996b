import { expect, type Page } from '@playwright/test';

/** What the layout flows share: the sidebar's width, the page's sideways overflow, and the values cut on screen. */

/** Opens or collapses the sidebar and waits until it has its width. */
export async function setSidebar(page: Page, open: boolean) {
  const toggle = page.getByRole('button', { name: open ? 'Expand sidebar' : 'Collapse sidebar' });
  if (await toggle.isVisible()) await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(open ? 320 : 80);
}

/** How far the page reaches past the window's right edge (0 or less: it never scrolls sideways). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Every value in the page's main area that the user cannot read whole where it stands, described.
 *
 * A value is the text an element holds itself (a cell's, a link's, a badge's, an amount's), or what a
 * text box shows. Text that is visually hidden for screen readers, and drawings (SVG), are not values.
 * A value is cut when:
 * - its element hides part of it: the element's content is wider than its box (an ellipsis, or a
 *   figure spilling over the next cell);
 * - a box around it that clips (overflow other than visible) shows less than its width. The one
 *   exception is a deliberate scroll container: a box that scrolls sideways with its scrollbar shown
 *   (overflow auto or scroll, content wider than it, scrollbar not hidden) and keeps the reader's place
 *   while it scrolls: its table pins its first column, so every row stays named beside the figures
 *   scrolled to, or it is a spreadsheet (role grid), whose keyboard moves bring every cell into view.
 *   What is in it can be scrolled to, so from there on it is the container that must be shown whole.
 *   A table that merely scrolls (a column just off its edge, nothing pinned) cuts its values;
 * - it, or the scroll container holding it, reaches past the window's left or right edge;
 * - it is an amount, a number or a date broken over two lines.
 * Words shortened on purpose (an ellipsis, with the whole text in the title shown on hover) are not
 * cut; a figure, a number or a date never is shortened.
 */
export function cutValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main');
    if (main === null) return ['no main area'];
    const SLACK = 1;
    const FIGURE = /^[-(]?(BD\s?)?-?[\d,]+(\.\d+)?%?\)?$|^\d{2}\/\d{2}\/\d{4}$/;

    const visuallyHidden = (element: Element) => {
      for (let at: Element | null = element; at !== null && at !== main; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== 'auto' || style.visibility === 'hidden' || style.display === 'none') return true;
      }
      return false;
    };
    const named = (element: Element, text: string) => {
      const table = element.closest('table');
      const where = table?.getAttribute('aria-label') ?? table?.querySelector('caption')?.textContent ?? null;
      const label = element.getAttribute('aria-label');
      return `"${(label !== null && text === '' ? label : text).slice(0, 60)}" (${element.tagName.toLowerCase()}${
        where === null ? '' : ` in the table "${where.trim().slice(0, 40)}"`
      })`;
    };
    const deliberateScroller = (box: Element, overflowX: string) => {
      if (overflowX !== 'auto' && overflowX !== 'scroll') return false;
      if (box.scrollWidth <= box.clientWidth || getComputedStyle(box).scrollbarWidth === 'none') return false;
      if (box.querySelector('[role="grid"]') !== null || box.getAttribute('role') === 'grid') return true;
      const first = box.querySelector('tr > :first-child');
      return first !== null && getComputedStyle(first).position === 'sticky';
    };
    /** Words cut on purpose: their element or one around it shows the whole of them on hover. */
    const shortenedOnPurpose = (element: Element, text: string) =>
      !FIGURE.test(text) && element.closest(`[title]`)?.getAttribute('title')?.includes(text) === true;
    /** Where the value is left after its clipping boxes, or the box that cuts it. */
    const clipWalk = (element: Element, left: number, right: number): string | null => {
      let span = { left, right };
      for (let at = element.parentElement; at !== null && at !== document.documentElement; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if (overflowX === 'visible') continue;
        const inner = at.getBoundingClientRect().left + at.clientLeft;
        const box = { left: inner, right: inner + at.clientWidth };
        if (deliberateScroller(at, overflowX)) span = box;
        else if (span.left < box.left - SLACK || span.right > box.right + SLACK)
          return `cut by a clipping box (${at.tagName.toLowerCase()}.${String(at.className).split(' ')[0]})`;
      }
      if (span.left < -SLACK || span.right > window.innerWidth + SLACK) return 'beyond the window';
      return null;
    };

    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      if (element instanceof SVGElement || element.closest('svg') !== null) continue;
      const boxed = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (boxed) {
        if (['hidden', 'checkbox', 'radio', 'file'].includes(element.type) || element.value === '') continue;
      }
      const texts = boxed
        ? []
        : [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!boxed && texts.length === 0) continue;
      if (element.getClientRects().length === 0 || visuallyHidden(element)) continue;

      const text = boxed ? element.value : (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const lines: DOMRect[] = [];
      if (boxed) lines.push(element.getBoundingClientRect());
      else
        for (const node of texts) {
          const range = document.createRange();
          range.selectNodeContents(node);
          lines.push(...[...range.getClientRects()].filter((line) => line.width > 0));
        }
      if (lines.length === 0) continue;
      const left = Math.min(...lines.map((line) => line.left));
      const right = Math.max(...lines.map((line) => line.right));

      if (shortenedOnPurpose(element, text)) continue;
      const { display } = getComputedStyle(element);
      if (display !== 'inline' && element.scrollWidth > element.clientWidth + SLACK)
        found.push(`${named(element, text)} is wider than its box`);
      const cut = clipWalk(element, left, right);
      if (cut !== null) found.push(`${named(element, text)} is ${cut}`);
      if (!boxed && FIGURE.test(text) && new Set(lines.map((line) => Math.round(line.top))).size > 1)
        found.push(`${named(element, text)} breaks over two lines`);
    }
    return found;
  });
}
