import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { CreateInterestResponse } from '@rebound/shared';
import { expect, test } from '../support/fixtures';

test.describe('the admin leads page', () => {
  test('asks for the password, refuses a wrong one, shows the leads after sign-in and hides them after sign-out', async ({
    page,
    request,
    stack,
    database,
    resetThrottling,
  }) => {
    // Sign-in, an axe audit, two reloads and sign-out: on a machine shared with other suites this runs past a minute.
    test.setTimeout(120_000);
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const lead = {
      name: `Noor Jansen ${marker}`,
      email: `noor-${marker}@example.org`,
      message: `We coach 30 teenagers in Weert and would love a pilot bag. ${'More details follow. '.repeat(8)}`,
    };
    const created = await request.post('/api/interest', { data: lead });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as CreateInterestResponse;
    const [{ count }] = await database.query<{ count: string }>('SELECT count(*) FROM interest_leads');

    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Interest Leads' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign In to See the Leads' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.getByLabel('E-mail address', { exact: true }).fill(stack.adminEmail);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('certainly-not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password. Please try again.');
    await expect(page.getByRole('table')).toHaveCount(0);

    await password.fill(stack.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const table = page.getByRole('table', { name: 'Submissions, Newest First' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Submissions, Newest First' })).toBeFocused();

    const row = table.getByRole('row').filter({ hasText: lead.name });
    await expect(row.getByRole('cell').first()).toContainText(`${id.slice(0, 8)}…`);
    await expect(row.getByRole('link', { name: lead.email })).toHaveAttribute('href', `mailto:${lead.email}`);
    // The message is cut to one line; keyboard focus shows the whole text.
    const message = row.getByText(lead.message.trim());
    // Scrolling closes a tooltip (Radix), so the row is brought into view before it gets focus.
    await message.scrollIntoViewIfNeeded();
    await message.focus();
    await expect(page.getByRole('tooltip')).toContainText(lead.message.trim());
    await expect(page.getByText(`Total leads: ${Number(count).toLocaleString('en-GB')}`)).toBeVisible();
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);

    // The session is a cookie: a reload stays signed in.
    await page.reload();
    await expect(table).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign In to See the Leads' })).toBeVisible();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect((await page.request.get('/api/interest')).status()).toBe(401);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign In to See the Leads' })).toBeVisible();
  });
});
