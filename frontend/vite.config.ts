import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PRODUCT_NAME } from './src/app/config/product';

/** index.html names the product from the one config value, like every other text. */
const productNameInHtml = (): Plugin => ({
  name: 'product-name-in-html',
  transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
});

export default defineConfig({
  plugins: [react(), productNameInHtml()],
  resolve: {
    // Language list and API shapes are shared with the backend (one source of truth); only type-free, dependency-free files live there.
    alias: { '@shared': fileURLToPath(new URL('../backend/src/shared', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 2048,
  },
  server: {
    port: 5173,
    // Dev only: where the API runs (API_PROXY_TARGET lets several developers run backends on other ports).
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
});
