import type { Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '@rebound/shared';
import { expect, test } from '../support/fixtures';

/**
 * The public header is one row at every width: brand, ten links and language selector side by side
 * where they fit in the page's language, the menu toggle in the links' place where they do not.
 * 1024, 1100 and 1280 are the widths laptops and tablets show; the others sit just below and above
 * where the longer languages switch to the full row (Header.module.css).
 */
const WIDTHS = [1024, 1100, 1279, 1280, 1319, 1320, 1379, 1380, 1440];

interface HeaderLayout {
  headerHeight: number;
  barHeight: number;
  navShown: boolean;
  toggleShown: boolean;
  /** The links' top edges (one value when they share a row). */
  linkTops: number[];
  /** Links whose text runs onto a second line. */
  wrappedLinks: string[];
  /** The list is wider than the room it has (links cut off at the end). */
  listOverflows: boolean;
  /** The bar's children whose vertical middles differ from the bar's (a second row). */
  offRow: string[];
}

async function headerLayout(page: Page): Promise<HeaderLayout> {
  return page
    .locator('header')
    .first()
    .evaluate((header) => {
      const bar = header.firstElementChild as HTMLElement;
      const nav = bar.querySelector('nav');
      const toggle = bar.querySelector('button[aria-expanded]');
      const shown = (element: Element | null) => element !== null && element.getBoundingClientRect().width > 0;
      const links = nav ? Array.from(nav.querySelectorAll('a')) : [];
      const lineHeight = (link: HTMLElement) => Number.parseFloat(getComputedStyle(link).lineHeight);
      const barBox = bar.getBoundingClientRect();
      const barMiddle = barBox.top + barBox.height / 2;
      return {
        headerHeight: header.getBoundingClientRect().height,
        barHeight: barBox.height,
        navShown: shown(nav),
        toggleShown: shown(toggle),
        linkTops: shown(nav) ? [...new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)))] : [],
        wrappedLinks: shown(nav)
          ? links
              .filter((link) => (link.firstChild ? link.getClientRects().length > 1 || link.clientHeight > 2 * lineHeight(link) : false))
              .map((link) => link.textContent ?? '')
          : [],
        listOverflows: nav ? shown(nav) && (nav.querySelector('ul')?.scrollWidth ?? 0) > nav.clientWidth + 1 : false,
        offRow: Array.from(bar.children)
          .filter((child) => shown(child))
          .filter((child) => {
            const box = child.getBoundingClientRect();
            return Math.abs(box.top + box.height / 2 - barMiddle) > 4;
          })
          .map((child) => child.className),
      };
    });
}

for (const language of SUPPORTED_LANGUAGES) {
  test(`the header is one row at every width in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(`/${language}/about`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await headerLayout(page);
      const where = `${language} at ${width} px`;
      // Either the links or the toggle, never neither, never both.
      expect(layout.navShown !== layout.toggleShown, `${where}: links or toggle`).toBe(true);
      expect(layout.offRow, `${where}: everything on the bar's row`).toEqual([]);
      // The header is its bar: nothing below it (the phone menu is closed).
      expect(Math.abs(layout.headerHeight - layout.barHeight), `${where}: no second row`).toBeLessThanOrEqual(2);
      if (layout.navShown) {
        expect(layout.linkTops, `${where}: the ten links share one row`).toHaveLength(1);
        expect(layout.wrappedLinks, `${where}: no link breaks over two lines`).toEqual([]);
        expect(layout.listOverflows, `${where}: no link cut off`).toBe(false);
      }
    }
  });
}

test('English shows the full row from 1280 px, French (the longest) switches to the menu there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/about');
  expect((await headerLayout(page)).navShown).toBe(true);
  await page.goto('/fr/about');
  expect((await headerLayout(page)).toggleShown).toBe(true);
  await page.setViewportSize({ width: 1440, height: 800 });
  expect((await headerLayout(page)).navShown).toBe(true);
});
