import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languagePath } from '@rebound/shared';
import { waitForApp } from '../support/app-ready';
import { expect, test } from '../support/fixtures';
import { fetchPage, LANGUAGES, type PageAsSent, PRERENDERED_PATHS, REDIRECTS } from '../support/html-page';
import { rawRequest } from '../support/raw-http';

/** The blog's title in each language, from the locale files, as the feed link's title shows it. */
const blogTitles = Object.fromEntries(
  LANGUAGES.map((language) => {
    const texts = JSON.parse(readFileSync(path.resolve(__dirname, '../../frontend/src/locales', language, 'blog.json'), 'utf8')) as {
      list: { title: string };
    };
    return [language, texts.list.title.replace('{{product}}', 'Rebound')];
  }),
);

// What a search engine's first pass, a link preview or a reader without JavaScript gets: the HTML as
// nginx sends it, fetched without a browser.

test.describe('prerendered pages, as sent', () => {
  test('every prerendered page in every language arrives finished, with its head', async ({ stack }) => {
    expect(PRERENDERED_PATHS.length).toBe(20);
    expect(LANGUAGES).toEqual(['en', 'nl', 'fr', 'pt', 'fa', 'es']);
    const shareImages = new Set<string>();
    for (const pagePath of PRERENDERED_PATHS) {
      const english = await fetchPage(`${stack.baseUrl}${languagePath('en', pagePath)}`);
      for (const language of LANGUAGES) {
        const page: PageAsSent = language === 'en' ? english : await fetchPage(`${stack.baseUrl}${languagePath(language, pagePath)}`);
        const where = `${pagePath} (${language})`;
        expect(page.response.status, where).toBe(200);
        expect(page.response.headers['content-language'], where).toBe(language);
        // One language for everyone at a language address: nothing for caches to tell apart.
        expect(page.response.headers.vary ?? '', where).not.toMatch(/Accept-Language|Cookie/);
        expect(page.lang, where).toBe(language);
        expect(page.dir, where).toBe(language === 'fa' ? 'rtl' : 'ltr');
        expect(page.h1.length, `${where} h1`).toBeGreaterThan(3);
        expect(page.mainText.length, `${where} text`).toBeGreaterThan(150);
        expect(page.title, `${where} title`).toMatch(/Rebound$/);
        expect(page.description?.length ?? 0, `${where} description`).toBeGreaterThan(30);
        if (language !== 'en') {
          // In the visitor's language, not the English texts.
          expect(page.h1, `${where} h1 translated`).not.toBe(english.h1);
          expect(page.description, `${where} description translated`).not.toBe(english.description);
        }
        expect(page.canonical, `${where} canonical`).toBe(`${stack.publicUrl}${languagePath(language, pagePath)}`);
        expect(Object.keys(page.alternates).sort(), `${where} alternates`).toEqual([...LANGUAGES, 'x-default'].sort());
        expect(page.alternates['x-default']).toBe(`${stack.publicUrl}${pagePath}`);
        for (const alternate of LANGUAGES)
          expect(page.alternates[alternate]).toBe(`${stack.publicUrl}${languagePath(alternate, pagePath)}`);
        expect(page.meta('og:url')).toBe(page.canonical);
        expect(page.meta('og:title')?.length ?? 0).toBeGreaterThan(3);
        expect(page.meta('og:locale')).toMatch(new RegExp(`^${language}_[A-Z]{2}$`));
        expect(page.meta('twitter:card')).toBe('summary_large_image');
        const image = page.meta('og:image') ?? '';
        expect(image.startsWith(`${stack.publicUrl}/share/`), `${where} og:image ${image}`).toBe(true);
        shareImages.add(image);
        const feed = page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
        expect(feed?.getAttribute('href')).toBe(`${stack.publicUrl}${language === 'en' ? '' : `/${language}`}/feed.xml`);
        // Every link to a page of the site names the page's language.
        for (const anchor of page.document.querySelectorAll('a[href^="/"]'))
          expect(anchor.getAttribute('href'), `${where} link`).toMatch(new RegExp(`^/${language}(?:[/?#]|$)`));
        // The feed is named by the blog's title in the page's language (a raw key would read 'blog.list.title').
        expect(feed?.getAttribute('title'), `${where} feed title`).toBe(blogTitles[language]);
        // Nothing runs inline (the CSP forbids it): the page is complete without the renderer's scripts.
        expect(
          page.document.querySelectorAll('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])'),
        ).toHaveLength(0);
      }
    }
    // One picture per family of pages, each a real PNG of 1200 x 630.
    expect(shareImages.size).toBeGreaterThanOrEqual(5);
    for (const image of shareImages) {
      const response = await rawRequest(image.replace(stack.publicUrl, stack.baseUrl));
      expect(response.status, image).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.body.readUInt32BE(16), `${image} width`).toBe(1200);
      expect(response.body.readUInt32BE(20), `${image} height`).toBe(630);
    }
  });

  test('the privacy page states the lead retention period the stack runs with (LEAD_RETENTION_DAYS, default 730 days) in every language', async ({
    stack,
  }) => {
    // The e2e stack runs without LEAD_RETENTION_DAYS: the default of @rebound/shared's lead-retention.ts
    // (another value without a new build: privacy-retention.spec.ts).
    const expected: Record<string, string> = {
      en: 'We keep your form details for 2 years after you send them',
      nl: 'We bewaren je formuliergegevens 2 jaar nadat je ze hebt verstuurd',
      fr: 'Nous conservons les données du formulaire pendant 2 ans après leur envoi',
      pt: 'Guardamos os dados do formulário durante 2 anos após o envio',
      fa: 'اطلاعات فرم را به مدت ۲ سال پس از ارسال نگه می‌داریم',
      es: 'Guardamos los datos del formulario durante 2 años desde que nos los envías',
    };
    for (const language of LANGUAGES) {
      const page = await fetchPage(`${stack.baseUrl}/${language}/privacy`);
      expect(page.mainText, language).toContain(expected[language]);
    }
  });

  test("the privacy page describes the newsletter in every language, with the confirmation link's lifetime (7 days)", async ({ stack }) => {
    const expected: Record<string, string[]> = {
      en: ['The Newsletter', 'That link works for 7 days.', 'the unsubscribe link in every e-mail'],
      nl: ['De nieuwsbrief', 'Die link werkt 7 dagen.', 'de afmeldlink in elke e-mail'],
      fr: ['La lettre d’information', 'Ce lien reste valable 7 jours.', 'vous désabonner à tout moment'],
      pt: ['A newsletter', 'Essa ligação é válida durante 7 dias.', 'cancelar a subscrição'],
      fa: ['خبرنامه', 'این پیوند ۷ روز معتبر است.', 'پیوند لغو عضویت'],
      es: ['El boletín', 'Ese enlace funciona durante 7 días.', 'darte de baja cuando quieras'],
    };
    for (const language of LANGUAGES) {
      const page = await fetchPage(`${stack.baseUrl}/${language}/privacy`);
      for (const text of expected[language]) expect(page.mainText, language).toContain(text);
    }
  });

  test('the home page describes the organisation in JSON-LD', async ({ stack }) => {
    const page = await fetchPage(`${stack.baseUrl}/nl`);
    const data = JSON.parse(page.document.querySelector('script[type="application/ld+json"]')?.text ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('Rebound');
    expect(data.url).toBe(`${stack.publicUrl}/`);
    expect(data.description).toBe(page.description);
  });

  test('at a bare address the server picks the language as the browser would: cookie, then Accept-Language, then English', async ({
    stack,
  }) => {
    const lang = async (query: string, headers: Record<string, string>) =>
      (await fetchPage(`${stack.baseUrl}/mission${query}`, headers)).lang;
    expect(await lang('', {})).toBe('en');
    expect(await lang('', { 'Accept-Language': 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.5' })).toBe('fr');
    expect(await lang('', { 'Accept-Language': 'pt-BR' })).toBe('pt');
    expect(await lang('', { 'Accept-Language': 'de, ja' })).toBe('en');
    expect(await lang('', { Cookie: 'i18next=fa', 'Accept-Language': 'fr' })).toBe('fa');
    expect(await lang('', { Cookie: 'other=1; i18next=es-MX' })).toBe('es');
    // A language the site does not offer is skipped, as i18next skips it.
    expect(await lang('?lng=de', { Cookie: 'i18next=pt' })).toBe('pt');
    expect(await lang('?lng=xx', { Cookie: 'i18next=zz', 'Accept-Language': 'es' })).toBe('es');

    const response = await rawRequest(`${stack.baseUrl}/mission`);
    expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
    expect(response.headers['cache-control']).toBe('no-cache');

    // The bare address names the language address it answered with as canonical, and itself as x-default.
    const dutch = await fetchPage(`${stack.baseUrl}/mission`, { 'Accept-Language': 'nl' });
    expect([dutch.lang, dutch.canonical, dutch.alternates['x-default']]).toEqual([
      'nl',
      `${stack.publicUrl}/nl/mission`,
      `${stack.publicUrl}/mission`,
    ]);
    const home = await fetchPage(`${stack.baseUrl}/`, { Cookie: 'i18next=fa' });
    expect([home.lang, home.canonical, home.alternates['x-default']]).toEqual(['fa', `${stack.publicUrl}/fa`, `${stack.publicUrl}/`]);
    // A language address is that language, whatever the visitor's cookie or browser says.
    expect(
      await (async () => (await fetchPage(`${stack.baseUrl}/es/mission`, { Cookie: 'i18next=fa', 'Accept-Language': 'nl' })).lang)(),
    ).toBe('es');
  });

  test('an old ?lng= link is sent to the language address, with the rest of its query', async ({ stack }) => {
    const location = async (target: string) => {
      const response = await rawRequest(`${stack.baseUrl}${target}`, { headers: { Cookie: 'i18next=fa' } });
      return [response.status, response.headers.location];
    };
    expect(await location('/mission?lng=nl')).toEqual([301, '/nl/mission']);
    expect(await location('/?lng=fa')).toEqual([301, '/fa']);
    expect(await location('/nl?lng=fa&x=1')).toEqual([301, '/fa?x=1']);
    expect(await location('/about?lng=pt-BR')).toEqual([301, '/pt/about']);
    expect(await location('/blog/first-prototype-weert?lng=es')).toEqual([301, '/es/blog/first-prototype-weert']);
    expect(await location('/get-involved?utm_source=mail&lng=nl&x=1')).toEqual([301, '/nl/get-involved?utm_source=mail&x=1']);
    expect(await location('/get-involved?lng=nl&interest=volunteer')).toEqual([301, '/nl/get-involved?interest=volunteer']);
    expect(await location('/newsletter/confirm?lng=fa&token=abc')).toEqual([301, '/fa/newsletter/confirm?token=abc']);
    expect(await location('/get-involved/sent?lng=nl&result=sent')).toEqual([301, '/nl/get-involved/sent?result=sent']);
    // On a language address the query still wins, as it did; a language the site does not speak is no link to move.
    expect(await location('/nl/about?lng=fr')).toEqual([301, '/fr/about']);
    expect((await rawRequest(`${stack.baseUrl}/mission?lng=de`)).status).toBe(200);
    // The staff desk keeps its one address.
    expect((await rawRequest(`${stack.baseUrl}/admin/leads?lng=nl`)).status).toBe(200);
  });

  test('language addresses that are no page: 404 or the one right redirect, never a server error', async ({ stack }) => {
    const answer = async (target: string) => {
      const response = await rawRequest(`${stack.baseUrl}${target}`);
      return [response.status, response.headers.location];
    };
    expect(await answer('/nl/')).toEqual([301, '/nl']);
    expect(await answer('/nl/about/')).toEqual([301, '/nl/about']);
    expect(await answer('/nl/contact')).toEqual([301, '/nl/about#contact']);
    for (const target of [
      '/xx/about',
      '/NL/about',
      '/nl//about',
      '/nl%2Fabout',
      '/nl%2fabout',
      '/nl/../admin',
      '/nl/admin/leads',
      '/de',
      '/nl/nl/about',
      '/en/feed.xml',
    ])
      expect(await answer(target), target).toEqual([404, undefined]);
    const dutch = await fetchPage(`${stack.baseUrl}/nl/no-such-page`, { Cookie: 'i18next=fa' });
    expect([dutch.response.status, dutch.lang]).toEqual([404, 'nl']);
  });

  test("unknown paths answer 404 with the not-found page in the visitor's language", async ({ stack }) => {
    for (const [headers, language, text] of [
      [{}, 'en', 'Page Not Found'],
      [{ 'Accept-Language': 'nl-NL' }, 'nl', ''],
      [{ Cookie: 'i18next=fa' }, 'fa', ''],
    ] as const) {
      const page = await fetchPage(`${stack.baseUrl}/no-such-page`, headers);
      expect(page.response.status).toBe(404);
      expect(page.lang).toBe(language);
      expect(page.h1.length).toBeGreaterThan(3);
      if (text) expect(page.h1).toBe(text);
      expect(page.document.querySelector(`a[href="/${language}"]`)).not.toBeNull();
      expect(page.canonical).toBeUndefined();
      expect(page.meta('robots')).toBe('noindex');
    }
    const english = await fetchPage(`${stack.baseUrl}/no-such-page`);
    const dutch = await fetchPage(`${stack.baseUrl}/no-such-page?lng=nl`);
    expect(dutch.h1).not.toBe(english.h1);
  });

  test('paths that only lead elsewhere redirect, keeping the anchor', async ({ stack }) => {
    expect(REDIRECTS.length).toBeGreaterThan(0);
    for (const { path, to } of REDIRECTS) {
      const response = await rawRequest(`${stack.baseUrl}${path}`);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(to);
    }
  });
});

test.describe('prerendered pages in the browser', () => {
  test('show the same text with JavaScript off as on, and hydrate without an error', async ({ browser, stack }) => {
    test.setTimeout(240_000);
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const withScript = await browser.newContext();
    const errors: string[] = [];
    try {
      const offPage = await withoutScript.newPage();
      const onPage = await withScript.newPage();
      onPage.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${onPage.url()}: ${message.text()}`);
      });
      onPage.on('pageerror', (error) => errors.push(`${onPage.url()}: ${error.message}`));
      // Every page, the languages taken in turn, so every language is seen too.
      for (const [index, pagePath] of PRERENDERED_PATHS.entries()) {
        const url = `${stack.baseUrl}${languagePath(LANGUAGES[index % LANGUAGES.length], pagePath)}`;
        await offPage.goto(url);
        // biome-ignore lint/performance/useDomNodeTextContent: the text as a reader sees it (innerText drops hidden nodes), on both pages.
        const textWithout = await offPage.locator('main').innerText();
        await onPage.goto(url, { waitUntil: 'networkidle' });
        // Hydrated: React has attached (a client-side navigation would now work).
        await expect(onPage.locator('html')).toHaveAttribute('lang', LANGUAGES[index % LANGUAGES.length]);
        // biome-ignore lint/performance/useDomNodeTextContent: compared with the text as a reader sees it, as above.
        expect(await onPage.locator('main').innerText(), url).toBe(textWithout);
      }
    } finally {
      await withoutScript.close();
      await withScript.close();
    }
    expect(errors).toEqual([]);
  });

  test('after hydration the browser follows the full detection order: a stored choice wins over Accept-Language', async ({
    browser,
    stack,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      // Local storage says Persian and no cookie says anything. Written on a file of the site that runs
      // no app: a page's app still starting would read the new choice itself and set the cookie, and the
      // server would then answer Persian at once.
      await page.goto(`${stack.baseUrl}/robots.txt`);
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'fa'));
      expect(await context.cookies()).toEqual([]);
      // The server answers French (Accept-Language), the browser goes to the Persian page.
      const sent = await page.goto(`${stack.baseUrl}/impact`);
      expect(await sent?.headerValue('content-language')).toBe('fr');
      await expect(page).toHaveURL(`${stack.baseUrl}/fa/impact`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('fa');
    } finally {
      await context.close();
    }
  });

  test('a bare address shows the language address it answered with, without another request', async ({ browser, stack }) => {
    const context = await browser.newContext({ locale: 'nl-NL' });
    try {
      const page = await context.newPage();
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      await page.goto(`${stack.baseUrl}/about#awards`);
      await expect(page).toHaveURL(`${stack.baseUrl}/nl/about#awards`);
      await waitForApp(page);
      expect(documents).toEqual(['/about']);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    } finally {
      await context.close();
    }
  });

  test('a client-side navigation after hydration renders the next page and its title', async ({ page, stack }) => {
    await page.goto(`${stack.baseUrl}/en`);
    // The header's links navigate in the browser once the app has taken over the page.
    await waitForApp(page);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Roadmap' }).first().click();
    await expect(page).toHaveURL(/\/en\/roadmap$/);
    await expect(page).toHaveTitle(/Roadmap/);
    await expect(page.locator('h1')).toBeVisible();
  });
});
