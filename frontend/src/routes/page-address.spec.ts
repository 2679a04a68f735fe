import { addressInLanguage, routerBasename, startAddress } from './page-address';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('page addresses', () => {
  it('make the language the router basename, none for the staff desk', () => {
    expect(routerBasename('nl')).toBe('/nl');
    expect(routerBasename(undefined)).toBe('');
  });

  it('name the same page in another language, query and anchor kept', () => {
    expect(addressInLanguage(at('/nl/about', '?x=1', '#contact'), 'fa')).toBe('/fa/about?x=1#contact');
    expect(addressInLanguage(at('/about'), 'es')).toBe('/es/about');
    expect(addressInLanguage(at('/nl'), 'en')).toBe('/en');
    expect(addressInLanguage(at('/'), 'pt')).toBe('/pt');
  });

  it('start a prefixed address in its own language, whatever the visitor prefers', () => {
    const preferred = jest.fn(() => 'fa' as const);
    expect(startAddress(at('/nl/about'), 'nl', preferred)).toEqual({ kind: 'stay', language: 'nl' });
    expect(preferred).not.toHaveBeenCalled();
  });

  it('start the client-only shell (staff desk) where it is', () => {
    expect(startAddress(at('/admin/leads'), undefined, () => 'fa')).toEqual({ kind: 'stay', language: undefined });
  });

  it('show a bare address at its language address, or go to the language the browser prefers', () => {
    expect(startAddress(at('/about', '', '#awards'), 'nl', () => 'nl')).toEqual({
      kind: 'show',
      language: 'nl',
      address: '/nl/about#awards',
    });
    expect(startAddress(at('/'), 'en', () => 'fa')).toEqual({ kind: 'go', address: '/fa' });
  });
});
