import { DEFAULT_LEAD_RETENTION_DAYS, MAX_LEAD_RETENTION_DAYS } from '@rebound/shared';
import { retentionPeriodText } from '../app/config/lead-retention';
import { createFormatters } from '../i18n/format';
import { initServerI18n } from '../i18n/i18n';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { leadRetentionPeriodsTable } from './lead-retention-periods';

describe("nginx's table of retention periods", () => {
  let lines: Map<string, string>;

  beforeAll(async () => {
    const table = await leadRetentionPeriodsTable();
    lines = new Map(
      table
        .trimEnd()
        .split('\n')
        .map((line) => line.split('\t') as [string, string]),
    );
  }, 60_000);

  it('names the default, then has a line for every value the worker takes', () => {
    expect(lines.get('default')).toBe(String(DEFAULT_LEAD_RETENTION_DAYS));
    expect(lines.size).toBe(MAX_LEAD_RETENTION_DAYS + 1);
    expect(lines.has('0')).toBe(false);
  });

  it('says each period as the privacy page does, in every language, as the body of an nginx map', () => {
    expect(lines.get('730')).toBe('en "2 years"; nl "2 jaar"; fr "2 ans"; pt "2 anos"; fa "۲ سال"; es "2 años"; default "2 years";');
    expect(lines.get('1')).toBe('en "1 day"; nl "1 dag"; fr "1 jour"; pt "1 dia"; fa "۱ روز"; es "1 día"; default "1 day";');
    expect(lines.get('36499')).toContain('en "36,499 days";');
    expect(lines.get('36499')).toContain('fa "۳۶٬۴۹۹ روز";');
  });

  it('matches the privacy page word for word across the range (years and days, one and many, grouped digits)', async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const { i18n } = await initServerI18n(language, ['legal']);
      const format = createFormatters(language);
      for (const days of [1, 2, 21, 90, 101, 365, 730, 1000, 1001, 10_000, 36_135, 36_500]) {
        expect(lines.get(String(days))).toContain(`${language} "${retentionPeriodText(i18n.t, format.number, days)}";`);
      }
    }
  });
});
