import { expect, test } from '@playwright/test';
import { type OwnNginx, startOwnNginx } from '../support/own-nginx';
import { rawRequest } from '../support/raw-http';
import { readStackInfo } from '../support/stack-info';

// The privacy page states how long leads are kept. Changing LEAD_RETENTION_DAYS needs no new build:
// the same prerendered files, served by an nginx started with another value, say the new period in
// every language, with JavaScript off and after hydration, and after a client-side navigation.

const SENTENCES: Record<string, string> = {
  en: 'We keep your form details for 90 days after you send them',
  nl: 'We bewaren je formuliergegevens 90 dagen nadat je ze hebt verstuurd',
  fr: 'Nous conservons les données du formulaire pendant 90 jours après leur envoi',
  pt: 'Guardamos os dados do formulário durante 90 dias após o envio',
  fa: 'اطلاعات فرم را به مدت ۹۰ روز پس از ارسال نگه می‌داریم',
  es: 'Guardamos los datos del formulario durante 90 días desde que nos los envías',
};

test.describe('the privacy page under a LEAD_RETENTION_DAYS set after the build', () => {
  let nginx: OwnNginx | undefined;

  test.beforeAll(async () => {
    const stack = readStackInfo();
    nginx = await startOwnNginx({
      backendUpstream: new URL(stack.backendUrl).host,
      rendererUpstream: new URL(stack.rendererUrl).host,
      publicUrl: stack.publicUrl,
      leadRetentionDays: '90',
    });
  });

  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('states the running period in every language as sent, with no token left', async () => {
    for (const [language, sentence] of Object.entries(SENTENCES)) {
      const html = (await rawRequest(`${nginx!.url}/${language}/privacy`)).body.toString('utf8');
      expect(html, language).toContain(sentence);
      expect(html, language).toContain('<meta name="rebound-lead-retention-days" content="90"');
      expect(html, language).not.toContain('@@lead-retention');
    }
    // Every page hands the setting to the app, for a later client-side visit to the privacy page:
    // prerendered ones and those the render server makes per request.
    for (const address of ['/nl', '/fa/blog']) {
      const html = (await rawRequest(`${nginx!.url}${address}`)).body.toString('utf8');
      expect(html, address).toContain('<meta name="rebound-lead-retention-days" content="90"');
      expect(html, address).not.toContain('@@lead-retention');
    }
  });

  test('hydrates to the same period without an error, and a client-side visit says it too', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${nginx!.url}/fa/privacy`, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('main')).toContainText(SENTENCES.fa);

    await page.goto(`${nginx!.url}/en/`, { waitUntil: 'networkidle' });
    await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await expect(page.locator('main')).toContainText(SENTENCES.en);
    expect(errors).toEqual([]);
  });
});
