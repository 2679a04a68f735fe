import { DEFAULT_LEAD_RETENTION_DAYS } from '@rebound/shared';
import { createFormatters } from '../../i18n/format';
import { initI18n } from '../../i18n/i18n';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { LEAD_RETENTION_META_NAME, retentionPeriod, retentionPeriodText, servedLeadRetentionDays } from './lead-retention';

describe('the retention period the privacy page states', () => {
  const page = (content: string | undefined) => {
    const document = new DOMParser().parseFromString(
      content === undefined ? '<head></head>' : `<head><meta name="${LEAD_RETENTION_META_NAME}" content="${content}"></head>`,
      'text/html',
    );
    return document;
  };

  it('is the LEAD_RETENTION_DAYS nginx wrote into the page', () => {
    expect(servedLeadRetentionDays(page('90'))).toBe(90);
    expect(servedLeadRetentionDays(page('36500'))).toBe(36_500);
  });

  it('is the worker’s default where nothing filled the page in (the token, no tag, or a value the worker would refuse)', () => {
    for (const content of ['@@lead-retention-days@@', undefined, '', '0', '36501', '1.5', '-3', '1e3'])
      expect(servedLeadRetentionDays(page(content))).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(servedLeadRetentionDays(undefined)).toBe(DEFAULT_LEAD_RETENTION_DAYS);
  });

  it('is said in years when the days make whole years, else in days', () => {
    expect(retentionPeriod(730)).toEqual({ unit: 'years', count: 2 });
    expect(retentionPeriod(365)).toEqual({ unit: 'years', count: 1 });
    expect(retentionPeriod(90)).toEqual({ unit: 'days', count: 90 });
    expect(retentionPeriod(1)).toEqual({ unit: 'days', count: 1 });
  });

  const EXPECTED: Record<(typeof SUPPORTED_LANGUAGES)[number], string[]> = {
    en: ['1 year', '2 years', '1 day', '90 days'],
    nl: ['1 jaar', '2 jaar', '1 dag', '90 dagen'],
    fr: ['1 an', '2 ans', '1 jour', '90 jours'],
    pt: ['1 ano', '2 anos', '1 dia', '90 dias'],
    fa: ['۱ سال', '۲ سال', '۱ روز', '۹۰ روز'],
    es: ['1 año', '2 años', '1 día', '90 días'],
  };

  it.each(SUPPORTED_LANGUAGES.map((language) => [language]))('has the right plural in %s', async (language) => {
    const i18n = await initI18n({ language, areas: ['legal'] });
    const format = createFormatters(language);
    const said = [365, 730, 1, 90].map((days) => retentionPeriodText(i18n.t, format.number, days));
    expect(said).toEqual(EXPECTED[language]);
  });
});
