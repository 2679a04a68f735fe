import { waitForApp } from '../support/app-ready';
import { expect, test } from '../support/fixtures';

const HEADER_LINKS = [
  'Home',
  'Mission',
  'Impact',
  'Roadmap',
  'For Businesses',
  'For Healthcare',
  'Technology',
  'Partners',
  'Blog',
  'Get Involved',
];

test.describe('header on a wide screen', () => {
  test('shows the ten links and highlights the current one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/roadmap');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const name of HEADER_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Roadmap', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('phone menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('opens with the toggle, closes when a link is chosen, and works by keyboard', async ({ page }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The header's link: the home page's hero has a button of the same name.
    const healthcareLink = page.getByRole('banner').getByRole('link', { name: 'For Healthcare', exact: true });
    await expect(healthcareLink).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('language-select-mobile')).toBeVisible();
    await healthcareLink.click();
    await expect(page).toHaveURL(/\/en\/for-healthcare$/);
    await expect(page).toHaveTitle(/healthcare/i);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: open with Enter, close with Escape, focus returns to the toggle.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('languages', () => {
  test('the selector goes to the same page in the chosen language, and the bare address keeps the choice', async ({ page }) => {
    // Wide enough for the full French header (its links are longer: the menu takes them below 1380 px).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/mission');
    await waitForApp(page);
    await page.getByTestId('language-select-desktop').selectOption('fr');
    await expect(page).toHaveURL(/\/fr\/mission$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Accueil', exact: true }).first()).toHaveAttribute('href', '/fr');
    // The bare address answers in the chosen language and shows its French address.
    await page.goto('/mission');
    await expect(page).toHaveURL(/\/fr\/mission$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('fr');
  });

  test('Persian is right to left and the header mirrors', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    const brand = await page
      .getByRole('link', { name: /صفحهٔ اصلی/ })
      .first()
      .boundingBox();
    const language = await page.getByTestId('language-select-desktop').boundingBox();
    expect(brand && language).toBeTruthy();
    // Left to right the brand sits at the start (left); in Persian the start is the right.
    expect(brand!.x).toBeGreaterThan(language!.x);
    expect(brand!.x + brand!.width).toBeGreaterThan(1280 / 2);
  });

  test('Persian numbers use Persian digits', async ({ page }) => {
    await page.goto('/fa');
    await expect(page.locator('footer')).toContainText('۱۵۰٬۰۰۰');
  });

  test('a visitor downloads only their own language', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto('/nl');
    await expect(page.getByRole('link', { name: 'Doe mee', exact: true }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    // The skip link's text in each language: only the Dutch one may have been downloaded.
    expect(code).toContain('Direct naar de inhoud');
    for (const other of [
      'Skip to Main Content',
      'Aller au contenu principal',
      'Saltar para o conteúdo principal',
      'Saltar al contenido principal',
    ]) {
      expect(code).not.toContain(other);
    }
  });
});

test.describe('footer and mixed scripts', () => {
  test('the copyright runs to this year, in each language’s digits', async ({ page }) => {
    const year = new Date().getFullYear();
    await page.goto('/en');
    await expect(page.locator('footer')).toContainText(`© 2025–${year} Rebound`);
    await page.goto('/fa');
    const persianDigits = (value: number) => value.toLocaleString('fa-IR', { useGrouping: false });
    await expect(page.locator('footer')).toContainText(`© ${persianDigits(2025)}–${persianDigits(year)}`);
  });

  test('Latin text inside a Persian page has Latin line height, Persian text keeps its own', async ({ page }) => {
    await page.goto('/fa');
    const heights = await page.evaluate(() => {
      // A paragraph of each, as a post or a name brings them into the page.
      const main = document.querySelector('main') as HTMLElement;
      const lineHeight = (lang: string) => {
        const paragraph = document.createElement('p');
        paragraph.lang = lang;
        paragraph.textContent = 'Rebound';
        main.append(paragraph);
        const style = getComputedStyle(paragraph);
        const ratio = Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
        paragraph.remove();
        return { ratio, font: style.fontFamily };
      };
      return { en: lineHeight('en'), fa: lineHeight('fa') };
    });
    expect(heights.en.ratio).toBeCloseTo(1.6, 1);
    expect(heights.en.font).not.toContain('Vazirmatn');
    expect(heights.fa.ratio).toBeCloseTo(1.8, 1);
  });
});

test.describe('phone pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('figures sit two to a row', async ({ page }) => {
    await page.goto('/en/about');
    const tiles = page.locator('[class*="_grid_"] > [class*="_tile_"]');
    expect(await tiles.count()).toBeGreaterThanOrEqual(4);
    const boxes = await tiles.evaluateAll((elements) => elements.slice(0, 4).map((element) => element.getBoundingClientRect().toJSON()));
    expect(Math.round(boxes[0].top)).toBe(Math.round(boxes[1].top));
    expect(boxes[1].left).toBeGreaterThan(boxes[0].left + boxes[0].width - 1);
    expect(boxes[2].top).toBeGreaterThan(boxes[0].top);
  });

  test('the interest form is one tap from the top of /get-involved', async ({ page }) => {
    await page.goto('/en/get-involved');
    const toForm = page.locator('main a[href="#interest-form"]').first();
    const box = await toForm.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await toForm.click();
    await expect(page.locator('#interest-form').getByLabel('Your Name', { exact: true })).toBeInViewport();
  });
});
