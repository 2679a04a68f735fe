import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { PersonalDataResponse } from '@rebound/shared';
import { formulaCells } from '@rebound/shared/testing';
import type { Database } from '../support/database';
import { expect, test } from '../support/fixtures';
import type { StackInfo } from '../support/stack-info';
import { fillStaffSignIn } from '../support/staff-sign-in';

// Dates in the filter are the staff member's days: the browser runs in one fixed zone, and the
// expected counts below are computed by PostgreSQL in that same zone.
const TIME_ZONE = 'Europe/Amsterdam';
test.use({ timezoneId: TIME_ZONE, locale: 'en-GB' });

/** Serious and critical axe findings (WCAG 2.2 AA) on what the page shows now. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

async function signIn(page: Page, stack: StackInfo): Promise<void> {
  await page.goto('/admin/leads');
  await fillStaffSignIn(page, stack.adminEmail, stack.adminPassword);
  await expect(page.getByRole('heading', { level: 2, name: 'Submissions, Newest First' })).toBeVisible();
}

interface SeededLead {
  id: string;
  name: string;
  email: string;
}

/**
 * Leads written straight into PostgreSQL (the form's rate limit allows a few per minute), all with the
 * staff mail already sent so the backend's sweep leaves them alone; one every 6 hours back from now.
 */
async function seedSentLeads(database: Database, marker: string, names: string[]): Promise<SeededLead[]> {
  return database.query<SeededLead>(
    `INSERT INTO interest_leads (name, email, message, created_at, notified_at, notify_attempts)
     SELECT name, 'desk-' || $1 || '-' || position || '@example.org', 'Seeded for the desk test ' || $1,
            now() - make_interval(hours => 6 * position::int), now() - make_interval(hours => 6 * position::int) + interval '3 seconds', 1
       FROM unnest($2::text[]) WITH ORDINALITY AS seeded(name, position)
     RETURNING id, name, email`,
    [marker, names],
  );
}

const leadsTable = (page: Page) => page.getByRole('table', { name: 'Submissions, Newest First' });
const searchForm = (page: Page) => page.getByRole('search', { name: 'Search leads' });

test.describe('the staff desk', () => {
  test('pages, searches, filters, goes Back, sends a failed mail again, deletes with the dialog by keyboard', async ({
    page,
    stack,
    database,
    mailbox,
    resetThrottling,
  }) => {
    test.setTimeout(240_000);
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const names = Array.from({ length: 58 }, (_, index) => `Desk ${marker} visitor ${index + 1}`);
    names[9] = `José Núñez ${marker}`;
    names[19] = `مهسا کریمی ${marker}`;
    const seeded = await seedSentLeads(database, marker, names);
    expect(seeded).toHaveLength(58);

    await signIn(page, stack);
    const [{ count: everything }] = await database.query<{ count: string }>('SELECT count(*) FROM interest_leads');
    await expect(page.getByText(`Total leads: ${Number(everything).toLocaleString('en-GB')}`)).toBeVisible();

    // A search for the marker: 58 leads, 50 on the first page, 8 on the second.
    await searchForm(page).getByLabel('Name, e-mail or message').fill(marker);
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${marker}$`));
    await expect(page.getByText('Total leads: 58')).toBeVisible();
    await expect(leadsTable(page).getByRole('row')).toHaveCount(51);
    await expect(leadsTable(page).getByRole('row').nth(1)).toContainText(`visitor 1`);
    await page.getByRole('navigation', { name: 'Pages of leads' }).getByRole('link', { name: 'Next Page' }).click();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(leadsTable(page).getByRole('row')).toHaveCount(9);
    await expect(leadsTable(page).getByRole('row').last()).toContainText('visitor 58');
    await expect(page.getByText('Total leads: 58')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages of leads' }).getByRole('link', { name: 'Next Page' })).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The browser's Back goes to page 1 of the same search.
    await page.goBack();
    await expect(page.getByText('Page 1')).toBeVisible();
    await expect(leadsTable(page).getByRole('row')).toHaveCount(51);

    // Accents and case ignored; Persian written with Arabic letters (kaf, yeh) still found.
    await searchForm(page).getByLabel('Name, e-mail or message').fill(`jose nunez ${marker}`);
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Total leads: 1')).toBeVisible();
    await expect(leadsTable(page).getByRole('link', { name: `José Núñez ${marker}` })).toBeVisible();
    await searchForm(page).getByLabel('Name, e-mail or message').fill(`كريمي ${marker}`);
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Total leads: 1')).toBeVisible();
    await expect(leadsTable(page).getByRole('link', { name: `مهسا کریمی ${marker}` })).toBeVisible();

    // Back restores the previous search, in the list and in the form.
    await page.goBack();
    await expect(leadsTable(page).getByRole('link', { name: `José Núñez ${marker}` })).toBeVisible();
    await expect(searchForm(page).getByLabel('Name, e-mail or message')).toHaveValue(`jose nunez ${marker}`);

    // A date range, in the staff member's days; the end date counts in full.
    const [{ from, to }] = await database.query<{ from: string; to: string }>(
      `SELECT to_char((now() AT TIME ZONE $1)::date - 9, 'YYYY-MM-DD') AS "from", to_char((now() AT TIME ZONE $1)::date - 4, 'YYYY-MM-DD') AS "to"`,
      [TIME_ZONE],
    );
    const [{ count: inRange }] = await database.query<{ count: string }>(
      `SELECT count(*) FROM interest_leads WHERE email LIKE $1
          AND created_at >= ($2::date)::timestamp AT TIME ZONE $4 AND created_at < ($3::date + 1)::timestamp AT TIME ZONE $4`,
      [`desk-${marker}-%`, from, to, TIME_ZONE],
    );
    expect(Number(inRange)).toBeGreaterThan(0);
    await searchForm(page).getByLabel('Name, e-mail or message').fill(marker);
    // Typed as an English (en-GB) member of staff writes dates: day, month, year, in that order.
    for (const [label, iso] of [
      ['Received from', from],
      ['Received up to and including', to],
    ]) {
      const [year, month, day] = iso.split('-');
      const field = searchForm(page).getByRole('group', { name: label });
      await field.getByRole('spinbutton').first().click();
      await page.keyboard.type(`${day}${month}${year}`);
      await expect(field).toContainText(`${day}/${month}/${year}`);
    }
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect(page.getByText(`Total leads: ${inRange}`)).toBeVisible();

    // A lead whose staff mail failed (fresh, so the backend's sweep has not picked it up yet).
    const [failed] = await database.query<SeededLead>(
      `INSERT INTO interest_leads (name, email, message, notify_attempts, notify_last_error, notify_failed_at)
       VALUES ($1, $2, 'My mail bounced', 8, 'RCPT TO 550', now()) RETURNING id, name, email`,
      [`Failed ${marker}`, `desk-${marker}-failed@example.org`],
    );
    await page.goto(`/admin/leads?q=${marker}&status=failed`);
    await expect(searchForm(page).getByLabel('Staff e-mail')).toHaveValue('failed');
    await expect(page.getByText('Total leads: 1')).toBeVisible();
    const failedRow = leadsTable(page).getByRole('row').filter({ hasText: failed.name });
    await expect(failedRow.getByRole('cell').last()).toHaveText('Failed');
    await failedRow.getByRole('link', { name: failed.name }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/leads/${failed.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: failed.name })).toBeVisible();
    const mail = page.getByRole('region', { name: 'Staff E-mail' });
    await expect(mail.getByText('RCPT TO 550')).toBeVisible();
    await expect(mail.getByText('Gave up at')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Again' }).click();
    await expect(page.getByText('The staff e-mail is queued again', { exact: true })).toBeVisible();
    await expect
      .poll(
        () =>
          mailbox
            .containing(failed.email)
            .flatMap((caught) => caught.envelopeTo)
            .sort(),
        { timeout: 60_000 },
      )
      .toEqual([stack.adminEmail]);
    await page.reload();
    await expect(mail.getByText('Sent', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Again' })).toHaveCount(0);

    // Back to the list as it was (the search travels with the link).
    await page.getByRole('link', { name: 'Back to the Leads' }).click();
    await expect(page).toHaveURL(/\/admin\/leads(\?.*)?$/);

    // Delete one lead, by keyboard only: the dialog names it, focus starts on Cancel, Escape keeps it.
    const doomed = seeded[0];
    await page.goto(`/admin/leads/${doomed.id}`);
    const deleteButton = page.getByRole('button', { name: 'Delete Lead' });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete This Lead?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(doomed.name);
    await expect(dialog).toContainText(doomed.email);
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete for Good' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Lead deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Interest Leads' })).toBeVisible();
    expect(await database.query('SELECT id FROM interest_leads WHERE id = $1', [doomed.id])).toEqual([]);
    await page.goto(`/admin/leads/${doomed.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Lead not found' })).toBeVisible();
    await page.goto('/admin/leads/not-a-lead-id');
    await expect(page.getByRole('heading', { level: 2, name: 'Lead not found' })).toBeVisible();
  });

  test('exports the current search as CSV (BOM, every cell quoted, formulas made inert whatever the list separator) and JSON', async ({
    page,
    stack,
    database,
    resetThrottling,
  }) => {
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const hostile = `=HYPERLINK("http://evil.example/${marker}","click me")`;
    // Excel with `;` as list separator (Dutch, French, Spanish, Portuguese setups) splits this name into a live formula cell.
    const semicolonFormula = `x${marker};=1+1;`;
    const names = [hostile, semicolonFormula, `Zoë ${marker}`, `مهسا ${marker}`];
    await seedSentLeads(database, marker, names);
    await signIn(page, stack);
    await page.goto(`/admin/leads?q=${marker}`);
    await expect(page.getByText('Total leads: 4')).toBeVisible();

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^rebound-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await csvDownload.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('"id","name","email","message","created_at","notified_at","notification_status"');
    expect(lines).toHaveLength(5);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/${marker}"",""click me"")"`);
    expect(csv).toContain(`"x${marker};'=1+1;"`);
    expect(formulaCells(csv)).toEqual([]);
    expect(csv).toContain(`Zoë ${marker}`);
    expect(csv).toContain(`مهسا ${marker}`);

    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export JSON' }).click()]);
    const exported = JSON.parse(readFileSync(await jsonDownload.path(), 'utf8')) as { name: string }[];
    expect(exported.map((lead) => lead.name).sort()).toEqual([...names].sort());
  });

  test('answers an access request with a download, and an erasure request after a dialog naming the address', async ({
    page,
    stack,
    database,
    resetThrottling,
  }) => {
    await resetThrottling();
    const marker = randomUUID().slice(0, 8);
    const [lead] = await seedSentLeads(database, marker, [`Ana Access ${marker}`]);
    await signIn(page, stack);
    await page.getByRole('link', { name: 'Personal Data Requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Data Requests' })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    const field = page.getByLabel('Visitor’s e-mail address');
    await field.fill(lead.email.toUpperCase());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download everything we store' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rebound-personal-data.json');
    const answer = JSON.parse(readFileSync(await download.path(), 'utf8')) as PersonalDataResponse;
    expect(answer.leads.map((stored) => [stored.id, stored.name])).toEqual([[lead.id, lead.name]]);

    await page.getByRole('button', { name: 'Delete everything for this address' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Everything for This Address?' });
    await expect(dialog).toContainText(lead.email.toUpperCase());
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Deleted for' });
    await expect(result).toContainText('1 lead');
    expect(await database.query('SELECT id FROM interest_leads WHERE email = $1', [lead.email])).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
