import { type ClientManifest, pageAssets } from './client-manifest';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_kit-1.js'], css: ['assets/index-1.css'] },
  'src/boot/boot.ts': { file: 'assets/boot-1.js', isEntry: true },
  '_kit-1.js': { file: 'assets/kit-1.js', css: ['assets/kit-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_kit-1.js'], css: ['assets/shared-1.css'] },
  'src/features/about/AboutPage.tsx': {
    file: 'assets/AboutPage-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', 'index.html'],
    css: ['assets/AboutPage-1.css'],
  },
  '_texts-fa-1.js': { file: 'assets/texts-fa-1.js', name: 'texts-fa' },
  'src/locales/fa/about.json': { file: 'assets/about-fa-1.js', isDynamicEntry: true },
};

describe('pageAssets', () => {
  it('names the page chunk with its imports and styles, and its texts, but nothing the entry loads itself', () => {
    expect(pageAssets(manifest, 'about', 'fa')).toEqual({
      boot: '/assets/boot-1.js',
      scripts: ['/assets/AboutPage-1.js', '/assets/shared-1.js', '/assets/texts-fa-1.js', '/assets/about-fa-1.js'],
      styles: ['/assets/AboutPage-1.css', '/assets/shared-1.css'],
    });
  });

  it('needs only the shared texts for the not-found page', () => {
    expect(pageAssets(manifest, undefined, 'fa').scripts).toEqual(['/assets/texts-fa-1.js']);
  });

  it('refuses a build without the texts a page needs', () => {
    expect(() => pageAssets(manifest, 'about', 'nl')).toThrow('The build manifest has no chunk for the shared nl texts');
  });
});
