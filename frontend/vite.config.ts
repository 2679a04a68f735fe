import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type UserConfig } from 'vite';
import { MISSION } from './src/app/config/constants';
import { PRODUCT_NAME } from './src/app/config/product';
import { SHARED_TEXT_AREAS, sharedTextsChunkName } from './src/i18n/text-areas';
import englishFooter from './src/locales/en/footer.json';
import englishNav from './src/locales/en/nav.json';
import siteRoutes from './src/routes/site-routes.json';

const SHARED_SOURCE_CONDITION = '@rebound/source';

/** index.html names the product from the one config value, like every other text. */
const productNameInHtml = (): Plugin => ({
  name: 'product-name-in-html',
  transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
});

/**
 * /llms.txt (read by language-model crawlers and audited by Lighthouse): the site's pages, built from
 * the route list and the English labels so it never drifts from the site.
 */
const llmsTxt = (): Plugin => ({
  name: 'llms-txt',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle() {
    const labels = englishNav as Record<string, string>;
    const pages = siteRoutes.routes
      .filter((route) => !('redirectTo' in route) && !route.path.includes(':') && route.rendering !== 'browser' && labels[route.id])
      .map((route) => `- [${labels[route.id]}](${route.path})`);
    const summary = englishFooter.missionLine
      .replace('{{lives}}', MISSION.livesToImpact.toLocaleString('en-GB'))
      .replace('{{year}}', String(MISSION.targetYear));
    const source = [
      `# ${PRODUCT_NAME}`,
      '',
      `> ${summary}`,
      '',
      'The site is available in English, Dutch, French, Portuguese, Persian and Spanish (add ?lng=nl, fr, pt, fa or es).',
      '',
      '## Pages',
      '',
      ...pages,
      '',
    ].join('\n');
    this.emitFile({ type: 'asset', fileName: 'llms.txt', source });
  },
});

/** Which file each lucide-react export name comes from (`Code2` and `CodeXml` are both code-xml.mjs), read from its index. */
function lucideIconFiles(): Map<string, string> {
  const index = readFileSync(fileURLToPath(import.meta.resolve('lucide-react/dist/esm/lucide-react.mjs')), 'utf8');
  const files = new Map<string, string>();
  for (const [, exported, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    for (const [, name] of exported.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

/**
 * The lucide icon files that public pages import (every source file outside the staff desk): only these
 * may go to the shared icons chunk, which public pages load; an icon of the staff's pages travels with them.
 */
function publicIconFiles(): RegExp {
  const sourceDir = fileURLToPath(new URL('./src', import.meta.url));
  const iconFiles = lucideIconFiles();
  const files = new Set<string>();
  for (const file of readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.spec\.tsx?$/.test(file) || file.startsWith('features/staff-desk/')) continue;
    for (const [, imported] of readFileSync(`${sourceDir}/${file}`, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const name of imported.split(',').map((part) => part.trim().split(/\s+as\s+/)[0])) {
        const iconFile = iconFiles.get(name);
        if (iconFile) files.add(iconFile);
      }
    }
  }
  return new RegExp(`node_modules/lucide-react/dist/esm/icons/(?:${[...files].join('|')})\\.mjs$`);
}

// `vite build` makes the browser's bundle (dist/); `vite build --ssr` the server renderer (dist-server/):
// the build's prerender step and the render server of the blog, bundled with their dependencies so the
// renderer's image needs no node_modules.
export default defineConfig(
  ({ isSsrBuild }): UserConfig => ({
    plugins: [react(), productNameInHtml(), llmsTxt()],
    define: {
      // The footer's copyright runs to the year the pages were built: the prerendered HTML and the
      // app that hydrates it read the same number, so they always agree.
      __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    },
    // @rebound/shared (languages, API shapes, text rules) is bundled from its TypeScript source, as Jest
    // and tsc read it: its "@rebound/source" export condition. Only its pure entry is allowed here (eslint).
    resolve: { conditions: [SHARED_SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: {
      resolve: { conditions: [SHARED_SOURCE_CONDITION, ...defaultServerConditions] },
      noExternal: true,
      // Native (a .node binary); only the build's prerender step uses it, with node_modules at hand.
      external: ['@resvg/resvg-js'],
    },
    build: isSsrBuild
      ? {
          target: 'node20',
          outDir: 'dist-server',
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: {
            input: { prerender: 'src/ssr/prerender.ts', 'render-server': 'src/ssr/render-server.ts' },
            output: { format: 'esm' as const, entryFileNames: '[name].js' },
          },
        }
      : {
          target: 'es2022',
          // Visitors get no source maps (they would publish the sources and cost a request in devtools).
          sourcemap: false,
          assetsInlineLimit: 2048,
          // The prerender step reads it to preload each page's chunk and texts (then moves it out of dist/).
          manifest: true,
          rolldownOptions: {
            // The app (index.html) and the boot script of server-rendered pages (src/boot/boot.ts).
            input: { index: 'index.html', boot: 'src/boot/boot.ts' },
            output: {
              codeSplitting: {
                groups: [
                  // The UI kit is used by most pages: one chunk for it instead of dozens of one-kilobyte
                  // requests. The tooltip and the confirmation dialog stay out: only the staff pages use
                  // them, and Radix's positioning and focus-trapping code is large.
                  { name: 'page-kit', test: /src\/components\/ui\/(?!Tooltip|ConfirmDialog)/ },
                  // Icons that several public pages share in one chunk: one request per icon would cost more
                  // in headers than the icons weigh. An icon of fewer pages, or of staff pages only, travels with them.
                  { name: 'icons', test: publicIconFiles(), minShareCount: 3 },
                  // The texts every page shows (header, footer, shared words), one chunk per language.
                  {
                    name: (id: string) => sharedTextsChunkName(/locales\/([a-z]+)\//.exec(id)?.[1] ?? ''),
                    test: new RegExp(`src/locales/[a-z]+/(${SHARED_TEXT_AREAS.join('|')})\\.json$`),
                  },
                ],
              },
            },
          },
        },
    server: {
      port: 5173,
      // Dev only: where the API runs (API_PROXY_TARGET lets several developers run backends on other ports).
      proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
    },
  }),
);
