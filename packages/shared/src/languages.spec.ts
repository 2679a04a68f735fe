import { LANGUAGE_LOCALES, LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES } from './languages';

describe('the languages', () => {
  it('each have their own name in their own script, and no flag', () => {
    expect(Object.keys(LANGUAGE_NATIVE_NAMES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(LANGUAGE_NATIVE_NAMES.fa).toBe('فارسی');
    expect(LANGUAGE_NATIVE_NAMES.fr).toBe('Français');
    for (const name of Object.values(LANGUAGE_NATIVE_NAMES)) {
      // Regional indicator letters are what flag emoji are made of.
      expect(name).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
      expect(name.trim()).toBe(name);
    }
  });

  it('write Persian right to left and the others left to right', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(LANGUAGE_LOCALES[language].dir).toBe(language === 'fa' ? 'rtl' : 'ltr');
  });
});
