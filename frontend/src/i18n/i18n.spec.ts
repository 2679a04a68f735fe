// biome-ignore-all lint/suspicious/noDocumentCookie: the language detector reads document.cookie, so the tests write it.
import { initI18n } from './i18n';

function resetBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState({}, '', '/');
}

describe('initI18n', () => {
  beforeEach(resetBrowserState);

  it('takes the language from the lng query parameter and caches it in local storage and the cookie', async () => {
    window.history.replaceState({}, '', '/get-involved?lng=nl');
    const i18n = await initI18n();
    expect(i18n.resolvedLanguage).toBe('nl');
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
    expect(document.cookie).toContain('i18next=nl');
  });

  it('prefers the cookie over local storage', async () => {
    document.cookie = 'i18next=fr; path=/';
    localStorage.setItem('i18nextLng', 'es');
    expect((await initI18n()).resolvedLanguage).toBe('fr');
  });

  it('uses local storage when there is no query parameter or cookie', async () => {
    localStorage.setItem('i18nextLng', 'pt');
    expect((await initI18n()).resolvedLanguage).toBe('pt');
  });

  it('falls back to English for a language the site does not offer', async () => {
    window.history.replaceState({}, '', '/?lng=de');
    const i18n = await initI18n();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('notFound.goHome')).toBe('Go Home');
  });

  it('sets the document language and direction, right to left for Persian', async () => {
    const i18n = await initI18n({ language: 'fa' });
    expect(document.documentElement.lang).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('fills in the product name everywhere', async () => {
    const i18n = await initI18n({ language: 'en' });
    expect(i18n.t('nav.homeLink')).toBe('Rebound home');
  });
});
