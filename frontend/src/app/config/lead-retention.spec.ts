import { DEFAULT_LEAD_RETENTION_DAYS } from '@rebound/shared';
import { createFormatters } from '../../i18n/format';
import { initI18n } from '../../i18n/i18n';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { LEAD_RETENTION_DAYS, retentionPeriod } from './lead-retention';
import { leadRetentionDaysForBuild } from './lead-retention-build';

describe('the retention period the privacy page states', () => {
  it('is the worker’s default when the build gets no LEAD_RETENTION_DAYS', () => {
    expect(LEAD_RETENTION_DAYS).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(leadRetentionDaysForBuild(undefined)).toBe(730);
    expect(leadRetentionDaysForBuild('  ')).toBe(730);
  });

  it('takes the build’s LEAD_RETENTION_DAYS, and stops the build on a value the worker would refuse', () => {
    expect(leadRetentionDaysForBuild('90')).toBe(90);
    expect(leadRetentionDaysForBuild(' 365 ')).toBe(365);
    for (const wrong of ['0', '36501', '1.5', '-3', 'two years', '1e3'])
      expect(() => leadRetentionDaysForBuild(wrong)).toThrow(/LEAD_RETENTION_DAYS must be a whole number of days from 1 to 36500/);
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
    const said = [365, 730, 1, 90].map((days) => {
      const { unit, count } = retentionPeriod(days);
      return i18n.t(`legal.privacy.retention.period.${unit}`, { count, n: format.number(count) });
    });
    expect(said).toEqual(EXPECTED[language]);
  });
});
