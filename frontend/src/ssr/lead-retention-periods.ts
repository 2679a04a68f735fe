import { DEFAULT_LEAD_RETENTION_DAYS, MAX_LEAD_RETENTION_DAYS, MIN_LEAD_RETENTION_DAYS } from '@rebound/shared';
import { retentionPeriod, retentionPeriodText } from '../app/config/lead-retention';
import { createFormatters } from '../i18n/format';
import { initServerI18n } from '../i18n/i18n';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';

/**
 * nginx says the privacy page's retention period in the page's language without Node: the build
 * writes every period it may have to say into this file (dist-server/), one line per value of
 * LEAD_RETENTION_DAYS, and nginx's start picks the line of the running setting (nginx/lead-retention.envsh
 * in the image, nginx/render-config.mjs without Docker). A line is the body of nginx's
 * `map $page_lang $lead_retention_period`: `730<TAB>en "2 years"; nl "2 jaar"; ... default "2 years";`.
 * The first line names the default: `default<TAB>730`.
 */
export const LEAD_RETENTION_PERIODS_FILE = 'lead-retention-periods.tsv';

/** Stands for the number while a period's frame is made. */
const NUMBER_MARK = '\u0000';

/** Characters that would end or change an nginx quoted string ($ starts a variable). */
const UNSAFE_IN_NGINX_STRING = /["\\$;{}\t\n\r]/;

/** Every line of the table, as the file holds them. */
export async function leadRetentionPeriodsTable(): Promise<string> {
  const sayers = await Promise.all(
    SUPPORTED_LANGUAGES.map(async (language) => {
      const { i18n } = await initServerI18n(language, ['legal']);
      const format = createFormatters(language);
      // 36,500 values in six languages: the sentence around the number depends only on the unit and
      // the number's plural form, so each such frame is asked of i18next once and the number written in.
      const plural = new Intl.PluralRules(language);
      const frames = new Map<string, string>();
      const say = (days: number) => {
        const { unit, count } = retentionPeriod(days);
        const key = `${unit}|${plural.select(count)}`;
        let frame = frames.get(key);
        if (frame === undefined) {
          frame = retentionPeriodText(i18n.t, () => NUMBER_MARK, days);
          frames.set(key, frame);
        }
        return frame.replace(NUMBER_MARK, format.number(count));
      };
      return { language, say };
    }),
  );
  const lines = [`default\t${DEFAULT_LEAD_RETENTION_DAYS}`];
  for (let days = MIN_LEAD_RETENTION_DAYS; days <= MAX_LEAD_RETENTION_DAYS; days += 1) {
    const periods = sayers.map(({ language, say }) => {
      const period = say(days);
      if (UNSAFE_IN_NGINX_STRING.test(period))
        throw new Error(`The ${language} period of ${days} days cannot go into nginx's config: ${period}`);
      return [language, period] as const;
    });
    lines.push(`${days}\t${[...periods, ['default', periods[0][1]]].map(([key, period]) => `${key} "${period}";`).join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}
