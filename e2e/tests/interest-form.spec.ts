import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { THROTTLE_LIMITS } from '@rebound/shared';
import { waitForApp } from '../support/app-ready';
import { expect, test } from '../support/fixtures';
import { holdResponses } from '../support/held-responses';
import { openWithoutJavaScript } from '../support/no-script-reader';

interface StoredLead {
  name: string;
  email: string;
  message: string | null;
}

/** The interest form's section on /get-involved, and its fields by their visible labels. */
function interestForm(
  page: Page,
  labels = { name: 'Your Name', email: 'Email Address', message: 'Tell us about your interest', send: 'Send' },
) {
  const section = page.locator('#interest-form');
  return {
    section,
    name: section.getByLabel(labels.name, { exact: true }),
    email: section.getByLabel(labels.email, { exact: true }),
    message: section.getByLabel(labels.message, { exact: true }),
    send: section.getByRole('button', { name: labels.send, exact: true }),
  };
}

/**
 * Waits until the form's own code runs (it then checks the fields itself: `novalidate`). Before that
 * the server's HTML is a plain form that posts to the API, which these tests do not mean to use.
 */
async function formReady(page: Page): Promise<void> {
  await expect(page.locator('#interest-form form')).toHaveAttribute('novalidate', '');
}

/** The €50 button's choice, as the message field shows it. */
const WORKSHOP_CHOICE = "I'd like to sponsor a class workshop (€50).";

/** WCAG 2.2 AA violations inside the form's section, as axe sees them. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('#interest-form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Counts the POST /api/interest requests the page sends. */
function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/interest') count += 1;
  });
  return () => count;
}

test.describe('the interest form on /get-involved', () => {
  test('shows each English validation message under its field and sends nothing', async ({ page }) => {
    const submissions = countSubmissions(page);
    await page.goto('/en/get-involved#interest-form');
    await formReady(page);
    const form = interestForm(page);

    await form.send.click();
    await expect(form.section.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(form.section.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toBeFocused();
    // The message is red, under the field, and tied to it for screen readers.
    const nameError = form.section.getByText('Name is required', { exact: true });
    await expect(nameError).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(form.name).toHaveAttribute('aria-describedby', (await nameError.getAttribute('id')) ?? 'missing id');

    await form.name.fill('Amira');
    await expect(form.section.getByText('Name is required', { exact: true })).toHaveCount(0);
    await form.email.fill('amira@example');
    await form.send.click();
    await expect(form.section.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(form.email).toBeFocused();
    expect(submissions()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('speaks Dutch at /nl/get-involved', async ({ page }) => {
    const submissions = countSubmissions(page);
    await page.goto('/nl/get-involved#interest-form');
    await formReady(page);
    const form = interestForm(page, { name: 'Je naam', email: 'E-mailadres', message: 'Vertel ons over je interesse', send: 'Versturen' });

    await form.send.click();
    await expect(form.section.getByText('Naam is verplicht', { exact: true })).toBeVisible();
    await expect(form.section.getByText('Email is verplicht', { exact: true })).toBeVisible();
    await form.name.fill('Sanne');
    await form.email.fill('sanne at example.nl');
    await form.send.click();
    await expect(form.section.getByText('Voer een geldig email adres in', { exact: true })).toBeVisible();
    expect(submissions()).toBe(0);
  });

  test("sends a lead that arrives in the database; a confirmation takes the form's place, and a new form is one click away", async ({
    page,
    database,
    resetThrottling,
  }) => {
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    await page.goto('/en/get-involved');
    // The page is readable at once; choices are carried into the form once the app has started.
    await waitForApp(page);

    // A donation button fills in the visitor's choice and takes them to the form.
    await page.getByRole('link', { name: '€50 donation' }).click();
    await expect(page).toHaveURL(/\/get-involved\?message=[^#]+#interest-form$/);
    const form = interestForm(page);
    await expect(form.message).toHaveValue(WORKSHOP_CHOICE);
    await expect(form.name).toBeFocused();
    await formReady(page);

    await form.name.fill(`  Amira ${marker}  `);
    await form.email.fill(` amira-${marker}@example.org `);
    await form.message.fill(`${await form.message.inputValue()}\nFor the youth club in Rotterdam.`);
    await form.send.click();

    // The confirmation stands where the form stood, with focus on its heading (the agreed success text).
    const confirmation = form.section.getByTestId('interest-form-sent');
    await expect(confirmation.getByRole('heading', { name: "Thanks — we'll be in touch." })).toBeFocused();
    await expect(form.section.locator('form')).toHaveCount(0);
    const box = await confirmation.boundingBox();
    expect(box?.height).toBeGreaterThan(120);
    expect(await accessibilityViolations(page)).toEqual([]);

    await expect
      .poll(async () =>
        database.query<StoredLead>('SELECT name, email, message FROM interest_leads WHERE email = $1', [`amira-${marker}@example.org`]),
      )
      .toEqual([
        {
          name: `Amira ${marker}`,
          email: `amira-${marker}@example.org`,
          message: `${WORKSHOP_CHOICE}\nFor the youth club in Rotterdam.`,
        },
      ]);

    // The way back: an empty form, with focus in its first field.
    await page.keyboard.press('Tab');
    await expect(confirmation.getByRole('button', { name: 'Send Another Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveValue('');
    await expect(form.email).toHaveValue('');
    await expect(form.message).toHaveValue('');
  });

  test('keeps what a visitor typed before the app started, on a slow connection', async ({ page, database, resetThrottling }) => {
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    // The app's scripts arrive late, as on a slow phone: the server's HTML of the form is used first.
    const scripts = await holdResponses(page, '**/assets/boot-*.js');
    // Not waiting for the load event: it waits for the held scripts.
    await page.goto('/en/get-involved#interest-form', { waitUntil: 'commit' });
    const form = interestForm(page);
    await expect(page.locator('#interest-form form')).not.toHaveAttribute('novalidate');
    await form.name.fill(`Early ${marker}`);
    await form.email.fill(`early-${marker}@example.org`);
    await form.message.fill('Typed while the page was still loading.');
    scripts.release();
    await formReady(page);
    await form.send.click();
    await expect(form.section.getByRole('heading', { name: "Thanks — we'll be in touch." })).toBeVisible();
    await expect
      .poll(async () =>
        database.query<StoredLead>('SELECT name, email, message FROM interest_leads WHERE email = $1', [`early-${marker}@example.org`]),
      )
      .toEqual([{ name: `Early ${marker}`, email: `early-${marker}@example.org`, message: 'Typed while the page was still loading.' }]);
  });

  // A button pressed while code is still on its way is a plain link the browser follows itself: the
  // choice must reach the form all the same, once the code has arrived.
  const stillLoading = [
    { what: 'before the app has started', held: ['**/assets/boot-*.js'], appStarted: false },
    {
      what: "after the app has started, while the page's and the form's code load",
      held: ['**/assets/GetInvolvedPage-*.js', '**/assets/InterestForm-*.js'],
      appStarted: true,
    },
  ];
  for (const { what, held, appStarted } of stillLoading) {
    test(`keeps a choice made ${what}`, async ({ page }) => {
      const holds = await Promise.all(held.map((pattern) => holdResponses(page, pattern)));
      await page.goto('/en/get-involved', { waitUntil: 'commit' });
      if (appStarted) await waitForApp(page);
      const form = interestForm(page);
      // Nothing of the form's own code runs yet: the button below is pressed in the race's window.
      await expect(page.locator('#interest-form form')).not.toHaveAttribute('novalidate');
      await page.getByRole('link', { name: '€50 donation' }).click();
      for (const hold of holds) hold.release();
      await formReady(page);
      await expect(form.message).toHaveValue(WORKSHOP_CHOICE);
      await expect(form.name).toBeFocused();
    });
  }

  test('without JavaScript the form is a plain post: the browser checks the required fields, the API stores the lead and answers 303 to the result page in the page language', async ({
    browser,
    database,
    resetThrottling,
  }) => {
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const { reader, posts, close } = await openWithoutJavaScript(browser);
    try {
      await reader.goto('/fa/get-involved#interest-form');
      const form = interestForm(reader, { name: 'نام شما', email: 'نشانی ایمیل', message: 'دربارهٔ علاقه‌تان بگویید', send: 'بفرستید' });
      // Empty required fields: the browser itself keeps the form from going.
      await form.send.click();
      await expect(form.name).toHaveJSProperty('validity.valueMissing', true);
      expect(posts).toEqual([]);

      await form.name.fill(`سحر ${marker}`);
      await form.email.fill(`sahar-${marker}@example.org`);
      await form.message.fill('بدون جاوااسکریپت فرستاده شد.');
      await form.send.click();
      await expect(reader.getByRole('heading', { level: 1, name: 'ممنون — به‌زودی با شما تماس می‌گیریم' })).toBeVisible();
      await expect(reader.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(posts).toEqual([{ url: '/api/interest', status: 303, location: '/fa/get-involved/sent?result=sent' }]);
      expect(
        await database.query<StoredLead>('SELECT name, email, message FROM interest_leads WHERE email = $1', [
          `sahar-${marker}@example.org`,
        ]),
      ).toEqual([{ name: `سحر ${marker}`, email: `sahar-${marker}@example.org`, message: 'بدون جاوااسکریپت فرستاده شد.' }]);
    } finally {
      await close();
    }
  });

  test('tells a visitor who sent too many forms how long to wait, without status codes', async ({ page, request, resetThrottling }) => {
    await resetThrottling();
    // Use up this client's allowance through nginx, as earlier form submissions would.
    for (let sent = 0; sent < THROTTLE_LIMITS.interestSubmission.limit; sent += 1) {
      const response = await request.post('/api/interest', { data: { name: 'Rate Test', email: `rate-${sent}@example.org`, message: '' } });
      expect(response.status()).toBe(201);
    }
    try {
      await page.goto('/en/get-involved#interest-form');
      await formReady(page);
      const form = interestForm(page);
      await form.name.fill('Rate Test');
      await form.email.fill('rate-last@example.org');
      await form.send.click();
      const alert = form.section.getByRole('alert');
      await expect(alert).toHaveText(/^Too many attempts from your connection\. Please try again in \d+ minutes?\.$/);
      await expect(alert).not.toContainText('429');
      // What was typed stays, ready for the next try.
      await expect(form.email).toHaveValue('rate-last@example.org');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await resetThrottling();
    }
  });
});
