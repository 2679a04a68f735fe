import { formResultLocation } from './form-result';
import { interestResultLocation } from './interest-form-result';
import { languagePath, splitLanguagePath } from './language-path';

describe('languagePath', () => {
  it('puts the language in front of the page path, the home page without a slash', () => {
    expect(languagePath('nl', '/about')).toBe('/nl/about');
    expect(languagePath('fa', '/blog/first-post')).toBe('/fa/blog/first-post');
    expect(languagePath('en', '/')).toBe('/en');
  });
});

describe('splitLanguagePath', () => {
  it('reads a supported language off the first segment', () => {
    expect(splitLanguagePath('/nl/about')).toEqual({ language: 'nl', path: '/about' });
    expect(splitLanguagePath('/fa/blog/x')).toEqual({ language: 'fa', path: '/blog/x' });
    expect(splitLanguagePath('/es/')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePath('/pt')).toEqual({ language: 'pt', path: '/' });
  });

  it('leaves any other path alone', () => {
    for (const path of ['/about', '/', '/xx/about', '/NL/about', '/nlabout', '/admin/leads', '/de/'])
      expect(splitLanguagePath(path)).toEqual({ language: undefined, path });
  });

  it('is the inverse of languagePath', () => {
    for (const path of ['/', '/about', '/blog/a-b'])
      for (const language of ['en', 'nl', 'fa'] as const)
        expect(splitLanguagePath(languagePath(language, path))).toEqual({ language, path });
  });
});

describe('form result addresses', () => {
  it('send a form to its result page in the form language, English when it had none', () => {
    expect(interestResultLocation('fa', 'sent')).toBe('/fa/get-involved/sent?result=sent');
    expect(interestResultLocation(undefined, 'invalid')).toBe('/en/get-involved/sent?result=invalid');
    expect(formResultLocation('/newsletter/confirm', 'nl', 'requested')).toBe('/nl/newsletter/confirm?result=requested');
  });
});
