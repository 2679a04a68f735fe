import { API_STATE_ELEMENT_ID } from '../app/server-handoff';
import { APP_SCRIPTS_ELEMENT_ID, type AppScripts } from '../boot/app-scripts';
import { type LanguageCode, languageOption } from '../i18n/languages';
import { isIndexableRoute } from '../routes/site-routes';
import type { PageAssets } from './client-manifest';
import type { RenderedApp } from './entry-server';
import { blogPostingData, escapeHtml, jsonForScript, type LanguageVersions, organizationData, renderHeadTags } from './head-tags';
import { shareImageFamily } from './share-images';

export interface DocumentInput {
  /** The client build's index.html: its script and stylesheet tags stay as Vite wrote them. */
  template: string;
  app: RenderedApp;
  language: LanguageCode;
  /** The page's path without query (canonical and language addresses are made from it). */
  path: string;
  /** The page's own chunk, its styles and its language's texts (from the build manifest). */
  assets: PageAssets;
  /** A blog post's versions (its alternates and canonical follow them); absent for every other page. */
  versions?: LanguageVersions;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`index.html has no ${pattern}: the renderer cannot place the page`);
  return text.replace(pattern, () => replacement);
}

/** The whole HTML document of a rendered page: index.html with the page's language, head and markup filled in. */
export function renderDocument({ template, app, language, path, assets, versions }: DocumentInput): string {
  const option = languageOption(language);
  const indexable = app.status === 200 && isIndexableRoute(app.routeId);
  const structuredData =
    app.routeId === 'home'
      ? organizationData(app.head.description)
      : app.routeId === 'blogPost' && app.head.article
        ? blogPostingData(app.head, path, option, versions)
        : undefined;
  const head = renderHeadTags({
    head: app.head,
    language: option,
    path,
    indexable,
    shareImageFamily: shareImageFamily(app.routeId),
    feedTitle: app.feedTitle,
    structuredData,
    versions,
  });
  const styleTags = assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="${escapeHtml(file)}">`).join('\n    ');
  const apiState =
    app.apiState === undefined
      ? ''
      : `<script type="application/json" id="${API_STATE_ELEMENT_ID}">${jsonForScript(app.apiState)}</script>`;

  // The page is readable before any script runs: the app's scripts are listed, and the boot script
  // fetches them all at once after the first paint (boot/boot.ts), so HTML and styles come first.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const entryImports = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const appScripts: AppScripts = { entry, preload: [...entryImports, ...assets.scripts] };
  const scriptTags = [
    `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${jsonForScript(appScripts)}</script>`,
    `<script type="module" crossorigin src="${escapeHtml(assets.boot)}"></script>`,
  ].join('\n    ');

  let html = template;
  html = replaceOnce(html, /<html[^>]*>/, `<html lang="${option.code}" dir="${option.dir}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, head);
  html = html.replace(/\s*<meta name="description"[^>]*>/, '');
  html = html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  html = replaceOnce(html, /<\/head>/, `  ${styleTags}\n    ${scriptTags}\n  </head>`);
  // The page itself is the content: the "needs JavaScript" notice belongs to the client-only shell.
  html = html.replace(/\s*<noscript[\s\S]*?<\/noscript>/, '');
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${app.html}</div>${apiState}`);
  return html;
}
