import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { Database } from '../support/database';
import { expect, test } from '../support/fixtures';
import type { StackInfo } from '../support/stack-info';
import { fillStaffSignIn } from '../support/staff-sign-in';

test.use({ locale: 'en-GB' });

/** Serious and critical axe findings (WCAG 2.2 AA) on what the page shows now. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

interface CellView {
  label: string;
  text: string;
  /** Inside the window, left to right. */
  inView: boolean;
  /** Content wider than the cell (cut, or hidden in a scroller, or behind an ellipsis). */
  cut: boolean;
  /** The text on screen (without what only screen readers get, or what CSS hides). */
  shown: string;
}

/** What each cell of the table's first rows shows: its label in the card layout, its text, and whether all of it is visible. */
async function cellViews(table: Locator, rows = 3): Promise<CellView[][]> {
  return table.evaluate((element, rowCount) => {
    const width = document.documentElement.clientWidth;
    // Text for screen readers only: the visually-hidden pattern (a clipped box of one pixel), or not displayed.
    const offScreen = (node: Element, cell: Element) => {
      for (let box: Element | null = node; box && box !== cell.parentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.display === 'none') return true;
        if (style.overflow.includes('hidden') && box.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const cutInside = (cell: Element) =>
      [cell, ...Array.from(cell.querySelectorAll('*'))].some((node) => {
        const box = node as HTMLElement;
        if (offScreen(box, cell)) return false;
        return box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible';
      });
    const shownText = (cell: Element) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.parentElement && !offScreen(node.parentElement, cell)) text += node.textContent;
      return text.trim();
    };
    return Array.from((element as HTMLTableElement).tBodies[0].rows)
      .slice(0, rowCount)
      .map((row) =>
        Array.from(row.cells).map((cell) => {
          const box = cell.getBoundingClientRect();
          const label = getComputedStyle(cell, '::before').content;
          return {
            label: label === 'none' || label === 'normal' ? '' : label.replace(/^"|"$/g, ''),
            text: (cell.textContent ?? '').trim(),
            inView: box.left >= -1 && box.right <= width + 1,
            cut: cutInside(cell),
            shown: shownText(cell),
          };
        }),
      );
  }, rows);
}

/** A lead whose staff mail went out, with a long name and address (they wrap on a card); answers its name. */
async function insertLongLead(database: Database, marker: string, message: string): Promise<string> {
  const name = `Maria Fernanda Oliveira dos Santos ${marker}`;
  await database.query(
    `INSERT INTO interest_leads (name, email, message, notified_at, notify_attempts)
     VALUES ($1, $2, $3, now(), 1)`,
    [name, `maria.fernanda.oliveira-${marker}@jongerencentrum-rotterdam.example.org`, message],
  );
  return name;
}

async function signIn(page: Page, stack: StackInfo): Promise<void> {
  await page.goto('/admin/leads');
  await fillStaffSignIn(page, stack.adminEmail, stack.adminPassword);
  await expect(page.getByRole('heading', { level: 2, name: 'Submissions, Newest First' })).toBeVisible();
}

test.describe('the staff desk on a phone and a small laptop', () => {
  test('its own shell, and tables whose every value can be read at 390 and 1024 px', async ({
    page,
    request,
    database,
    stack,
    resetThrottling,
  }) => {
    test.slow();
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const longMessage = `Our youth centre in Rotterdam-Zuid would like two bags for the after-school boxing club ${marker}, and a workshop for the coaches.`;
    const name = await insertLongLead(database, marker, longMessage);
    const subscriber = `staff-layout-${marker}@example.org`;
    const subscribed = await request.post('/api/newsletter/subscriptions', { data: { email: subscriber, language: 'pt' } });
    expect(subscribed.status(), await subscribed.text()).toBe(202);

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, stack);
    await page.goto(`/admin/leads?q=${marker}`);
    const leads = page.getByRole('table', { name: 'Submissions, Newest First' });
    await expect(leads.getByRole('link', { name })).toBeVisible();

    // The staff's own frame: no public menu, marketing banner or newsletter footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    const staffNav = page.getByRole('navigation', { name: 'Admin pages' });
    for (const name of ['Leads', 'Personal Data Requests', 'Subscribers', 'Blog Posts'])
      await expect(staffNav.getByRole('link', { name })).toBeVisible();
    await expect(staffNav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');

    // On the phone each lead is a card: every column's label and value, all of it in view, the message in full.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [card] = await cellViews(leads, 1);
    expect(card.map((cell) => cell.label)).toEqual(['ID', 'Name', 'Email', 'Message', 'Created', 'Staff e-mail']);
    for (const cell of card) {
      expect(cell.inView, `${cell.label} in view`).toBe(true);
      expect(cell.cut, `${cell.label} not cut`).toBe(false);
    }
    expect(card[3].text).toBe(longMessage);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The subscribers, the same way.
    await staffNav.getByRole('link', { name: 'Subscribers' }).click();
    const subscribers = page.getByRole('table', { name: 'Subscribers, Newest First' });
    await expect(subscribers.getByRole('link', { name: subscriber })).toBeVisible();
    const subscriberCards = await cellViews(subscribers, 50);
    const row = subscriberCards.find((cells) => cells[0].text === subscriber);
    expect(row?.map((cell) => cell.label)).toEqual(['Email', 'Language', 'Status', 'Subscribed', 'Confirmed', '']);
    for (const cell of row ?? []) expect(cell.inView && !cell.cut, `${cell.label || 'actions'} readable`).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // At 1024 px the leads are a table again, every column inside its box, nothing cut.
    await page.setViewportSize({ width: 1024, height: 800 });
    await staffNav.getByRole('link', { name: 'Leads' }).click();
    await page.goto(`/admin/leads?q=${marker}`);
    await expect(leads.getByRole('link', { name })).toBeVisible();
    const scroller = page.getByRole('region', { name: 'Submissions, Newest First' });
    const fits = await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(fits).toBe(true);
    const [wideRow] = await cellViews(leads, 1);
    expect(wideRow.map((cell) => cell.label)).toEqual(['', '', '', '', '', '']);
    for (const [index, cell] of wideRow.entries()) {
      // The message column is cut to one line by design; its full text is in the tooltip and on the lead's page.
      if (index === 3) continue;
      expect(cell.cut, `column ${index} not cut`).toBe(false);
    }
    await expect(page.locator('thead')).toBeVisible();
  });
});

test.describe("a lead's id and every staff list, in Persian and English, on a phone and a small laptop", () => {
  test("the lead's whole id on a Persian phone: on screen, left to right, wrapped, copied by its button", async ({
    page,
    database,
    stack,
    resetThrottling,
  }) => {
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const name = `لیلا احمدی ${marker}`;
    const [{ id }] = await database.query<{ id: string }>(
      `INSERT INTO interest_leads (name, email, message, notified_at, notify_attempts)
       VALUES ($1, $2, NULL, now(), 1) RETURNING id`,
      [name, `leila-${marker}@example.org`],
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, stack);
    await page.goto(`/admin/leads?q=${marker}&lng=fa`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const leads = page.getByRole('table', { name: 'درخواست‌ها، به ترتیب از تازه‌ترین' });
    await expect(leads.getByRole('link', { name })).toBeVisible();

    // The card's id line: all 36 characters on screen (no "…", nothing clipped), inside the window.
    const [card] = await cellViews(leads, 1);
    expect(card[0].label).toBe('شناسه');
    expect(card[0].shown).toBe(id);
    expect(card[0].cut, 'the id is not cut').toBe(false);
    expect(card[0].inView, 'the id is in view').toBe(true);
    // Isolated left to right, so the Persian page does not reorder its groups.
    const shownId = leads.getByText(id, { exact: true });
    await expect(shownId).toBeVisible();
    expect(await shownId.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await leads.getByRole('button', { name: 'کپی شناسه' }).click();
    await expect(page.getByText('شناسه کپی شد', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('no staff list cuts a value at 390 or 1024 px, in English or Persian', async ({
    page,
    database,
    request,
    stack,
    resetThrottling,
  }) => {
    test.slow();
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    await insertLongLead(database, marker, `A long message ${marker} `.repeat(8));
    await database.query(
      `INSERT INTO blog_posts (id, title, excerpt, content, author, category, tags, language)
       VALUES ($1, $2, 'Thirty people punched a bag of tyres.', '## The night', 'Rebound Team', 'community', '{workshop}', 'en')`,
      [`staff-layout-${marker}`, `Tyre bag night in Rotterdam-Zuid with the after-school boxing club ${marker}`],
    );
    const subscribed = await request.post('/api/newsletter/subscriptions', {
      data: { email: `staff-lists-${marker}@example.org`, language: 'fa' },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(202);
    await signIn(page, stack);

    const lists = ['/admin/leads', '/admin/subscribers', '/admin/posts', '/admin/accounts', '/admin/audit'];
    for (const language of ['en', 'fa'])
      for (const width of [390, 1024]) {
        await page.setViewportSize({ width, height: 844 });
        for (const list of lists) {
          await page.goto(`${list}?lng=${language}`);
          const table = page.getByRole('table').first();
          await expect(table.getByRole('row').nth(1)).toBeVisible();
          const rows = await cellViews(table, 5);
          const where = `${list} ${language} ${width}px`;
          expect(rows.length, where).toBeGreaterThan(0);
          for (const cells of rows)
            for (const [index, cell] of cells.entries()) {
              // The leads' message is cut to one line in the wide table by design: the tooltip and the lead's page show it whole.
              if (list === '/admin/leads' && index === 3 && width === 1024) continue;
              expect(cell.cut, `${where}: column ${index} (${cell.text.slice(0, 40)}) not cut`).toBe(false);
              if (width === 390) {
                // A card shows each value whole: no text shortened with an ellipsis either.
                expect(cell.shown, `${where}: column ${index} shown whole on a card`).not.toContain('…');
                expect(cell.inView, `${where}: column ${index} in view`).toBe(true);
              }
            }
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
        }
      }
  });
});
