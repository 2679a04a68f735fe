import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { MISSION } from './src/app/config/constants';
import { PRODUCT_NAME } from './src/app/config/product';
import englishFooter from './src/locales/en/footer.json';
import englishNav from './src/locales/en/nav.json';
import siteRoutes from './src/routes/site-routes.json';

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
  generateBundle() {
    const labels = englishNav as Record<string, string>;
    const pages = siteRoutes.routes
      .filter((route) => !('redirectTo' in route) && !route.path.includes(':') && route.id !== 'adminLeads' && labels[route.id])
      .map((route) => `- [${labels[route.id]}](${route.path})`);
    const summary = englishFooter.missionLine
      .replace('{{lives}}', MISSION.livesToImpact.toLocaleString('en-GB'))
      .replace('{{year}}', String(MISSION.targetYear));
    const source = [`# ${PRODUCT_NAME}`, '', `> ${summary}`, '', 'The site is available in English, Dutch, French, Portuguese, Persian and Spanish (add ?lng=nl, fr, pt, fa or es).', '', '## Pages', '', ...pages, ''].join('\n');
    this.emitFile({ type: 'asset', fileName: 'llms.txt', source });
  },
});

export default defineConfig({
  plugins: [react(), productNameInHtml(), llmsTxt()],
  resolve: {
    // Language list and API shapes are shared with the backend (one source of truth); only type-free, dependency-free files live there.
    alias: { '@shared': fileURLToPath(new URL('../backend/src/shared', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The UI kit, the shared illustrations and the icons are used by most pages: one chunk for all of
          // them instead of dozens of one-kilobyte requests (HTTP/1.1 fetches six at a time). The tooltip
          // stays out: only the admin page has tooltips, and Radix's positioning code is large.
          groups: [{ name: 'page-kit', test: /(src\/components\/(ui\/(?!Tooltip)|illustrations\/)|node_modules\/lucide-react\/)/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Dev only: where the API runs (API_PROXY_TARGET lets several developers run backends on other ports).
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
});
