import { createFormatters } from './format';
import { SUPPORTED_LANGUAGES } from './languages';

describe('createFormatters', () => {
  it.each([
    ['en', '12 billion', '1 trillion', '3 million'],
    ['nl', '12 miljard', '1 biljoen', '3 miljoen'],
    ['fr', '12 milliards', '1 billion', '3 millions'],
    ['pt', '12 mil milhões', '1 bilião', '3 milhões'],
    ['fa', '۱۲ میلیارد', '۱ هزارمیلیارد', '۳ میلیون'],
    ['es', '12 mil millones', '1 billón', '3 millones'],
  ])('%s writes large figures with its own scale words', (language, billions, trillion, millions) => {
    const { compact } = createFormatters(language);
    expect([compact(12_000_000_000), compact(1_000_000_000_000), compact(3_000_000)]).toEqual([billions, trillion, millions]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s keeps a fraction of a large figure instead of rounding it into a whole', (language) => {
    const { compact, number } = createFormatters(language);
    // 1.5 trillion must not read as 2 trillion, as "{{number}} 000 milliards" would have needed a whole number.
    expect(compact(1_500_000_000_000)).toContain(number(1.5));
  });

  it('writes Persian figures in Persian digits', () => {
    const { compact, number } = createFormatters('fa');
    expect(`${compact(150_000_000)} ${number(3240)}`).toMatch(/^[۰-۹٫٬]+ \S+ [۰-۹٬]+$/);
  });

  it.each([
    ['en', '+23%'],
    ['nl', '+23%'],
    ['fa', '\u200e+۲۳٪'],
  ])('%s writes a rise in percent with the sign where the language puts it', (language, rise) => {
    const { percentChange } = createFormatters(language);
    expect(percentChange(23)).toBe(rise);
    // No change has no sign: "+0%" would read as a rise.
    expect(percentChange(0)).not.toMatch(/[+\-\u2212]/);
  });
});
