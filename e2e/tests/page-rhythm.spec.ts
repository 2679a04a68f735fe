import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };

/**
 * The longest each public page may be on a 390 px phone, in CSS pixels, English or Persian (the longer
 * of the two). Measured when the phone layouts went in (compact cards, lists, sideways rows), plus about
 * 8% for copy that grows; the pages were 5-19 screens long before, 4-14 after. A page that outgrows its
 * budget has gained a block or lost its compact layout: look at it on a phone before raising the number.
 */
const PHONE_HEIGHT_BUDGETS: Record<string, number> = {
  // home and the page that gathers every way to help
  '': 12_500,
  'get-involved': 10_200,
  // organisation pages
  about: 9100,
  mission: 6200,
  impact: 3600,
  roadmap: 8500,
  partners: 4400,
  // product and community pages
  technology: 7100,
  community: 4300,
  'diy-hub': 6500,
  resources: 5800,
  'early-adopters': 7500,
  // audience pages
  'for-universities': 9100,
  'for-boxing-community': 7700,
  'for-developers': 5100,
  'for-businesses': 7000,
  'for-government': 6300,
  'for-healthcare': 7500,
};

const address = (language: string, path: string) => `/${language}${path ? `/${path}` : ''}`;

async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Heights depend on the web font (Vazirmatn in Persian): measure once it has loaded.
  await page.evaluate(() => document.fonts.ready);
}

test.describe('phone pages a thumb can get through', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  for (const language of ['en', 'fa']) {
    test(`every public page stays within its length budget (${language})`, async ({ page }) => {
      for (const [path, budget] of Object.entries(PHONE_HEIGHT_BUDGETS)) {
        await openSettled(page, address(language, path));
        const { height, width } = await page.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth,
        }));
        expect.soft(height, `${address(language, path)} is ${height} px tall`).toBeLessThanOrEqual(budget);
        // Sideways card rows scroll inside themselves, never the page.
        expect.soft(width, `${address(language, path)} scrolls sideways`).toBe(PHONE.width);
      }
    });
  }

  test('a sideways row of cards shows the next card and lets the keyboard reach every card', async ({ page }) => {
    await openSettled(page, '/en');
    const row = page.getByRole('region', { name: 'Build It, Fork It, Improve It' }).locator('article').first().locator('..');
    const cards = row.locator(':scope > article');
    await expect(cards).toHaveCount(4);
    const geometry = await row.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const second = (element.children[1] as HTMLElement).getBoundingClientRect();
      return { scrolls: element.scrollWidth > element.clientWidth, right: box.right, secondLeft: second.left };
    });
    expect(geometry.scrolls).toBe(true);
    // The edge of the second card shows: the hint that the row goes on.
    expect(geometry.secondLeft).toBeLessThan(geometry.right - 24);

    const lastLink = cards.last().getByRole('link');
    await row.scrollIntoViewIfNeeded();
    await expect(lastLink).not.toBeInViewport({ ratio: 1 });
    await cards.first().getByRole('link').focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    await expect(lastLink).toBeFocused();
    // The browser brought the focused card into view by scrolling the row.
    await expect(lastLink).toBeInViewport({ ratio: 1 });
    expect(await row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('in Persian the sideways row starts at the right and scrolls to the left', async ({ page }) => {
    await openSettled(page, '/fa');
    const row = page.locator('main [class*="_scroll_"]').first();
    const firstCard = row.locator(':scope > article').first();
    const secondCard = row.locator(':scope > article').nth(1);
    const first = await firstCard.boundingBox();
    const second = await secondCard.boundingBox();
    expect(first && second).toBeTruthy();
    // Right to left the first card sits at the right, within the page's 16 px margin, the next one to its left.
    expect((first?.x ?? 0) + (first?.width ?? 0)).toBeGreaterThan(PHONE.width - 24);
    expect(second?.x ?? 0).toBeLessThan(first?.x ?? 0);
  });
});

/** For each row of each card grid in <main>: how much of the grid's width the row leaves empty, and the tallest empty band inside each card. */
function measureCardRows() {
  const grids = [...document.querySelectorAll('main div')].filter(
    (element) => getComputedStyle(element).display === 'grid' && element.querySelector(':scope > article') !== null,
  );
  const rows: { where: string; unfilled: number; emptiest: number }[] = [];
  for (const grid of grids) {
    const gridWidth = grid.getBoundingClientRect().width;
    const byTop = new Map<number, Element[]>();
    for (const card of grid.children) {
      const top = Math.round(card.getBoundingClientRect().top);
      byTop.set(top, [...(byTop.get(top) ?? []), card]);
    }
    for (const row of byTop.values()) {
      const boxes = row.map((card) => card.getBoundingClientRect());
      const unfilled = gridWidth - (Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left)));
      // The tallest vertical band inside a card's padding that no text, icon, link or button crosses.
      const emptiest = Math.max(
        ...row.map((card) => {
          const style = getComputedStyle(card);
          const box = card.getBoundingClientRect();
          const contentTop = box.top + Number.parseFloat(style.paddingTop) + Number.parseFloat(style.borderTopWidth);
          const contentBottom = box.bottom - Number.parseFloat(style.paddingBottom) - Number.parseFloat(style.borderBottomWidth);
          const spans = [...card.querySelectorAll('*')]
            .filter(
              (element) =>
                ['svg', 'BUTTON', 'A', 'IMG'].includes(element.tagName) ||
                [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
            )
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.height > 0)
            .sort((a, b) => a.top - b.top);
          let reached = contentTop;
          let largest = 0;
          for (const span of spans) {
            largest = Math.max(largest, span.top - reached);
            reached = Math.max(reached, span.bottom);
          }
          return Math.max(largest, contentBottom - reached);
        }),
      );
      rows.push({ where: row[0].textContent?.trim().slice(0, 40) ?? '', unfilled: Math.round(unfilled), emptiest: Math.round(emptiest) });
    }
  }
  return rows;
}

/** More than this much empty height inside a card reads as a hole beside its taller neighbours. */
const LARGEST_EMPTY_BAND = 160;

test.describe('card rows on wide screens', () => {
  for (const [language, width] of [
    ['en', 1024],
    ['en', 1280],
    ['fa', 1280],
  ] as const) {
    test(`every row of cards fills its width and no card holds a large empty band (${language}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      let rowsSeen = 0;
      for (const path of Object.keys(PHONE_HEIGHT_BUDGETS)) {
        await openSettled(page, address(language, path));
        const rows = await page.evaluate(measureCardRows);
        rowsSeen += rows.length;
        for (const row of rows) {
          expect.soft(row.unfilled, `${address(language, path)}: the row starting "${row.where}" leaves a gap`).toBeLessThanOrEqual(2);
          expect
            .soft(row.emptiest, `${address(language, path)}: a card in the row starting "${row.where}" has an empty band`)
            .toBeLessThanOrEqual(LARGEST_EMPTY_BAND);
        }
      }
      // The check found the site's card grids (a broken selector would pass with none).
      expect(rowsSeen).toBeGreaterThan(30);
    });
  }
});
