#!/usr/bin/env node
// Turns the site's one route list (frontend/src/routes/site-routes.json, the public pages, and
// staff-routes.json, the staff's, kept apart so public pages do not carry them) and one language list (with
// the names the browser keeps the choice under, both from @rebound/shared, which must be built) into
// nginx/site-routes.conf: the maps nginx routes pages and picks each visitor's language with.
// Usage: `node nginx/generate-route-map.mjs` writes the file; `--check` exits 1 when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LANGUAGE, LANGUAGE_DETECTION, SUPPORTED_LANGUAGES } from '@rebound/shared';

const routeFiles = ['site-routes.json', 'staff-routes.json'].map((name) =>
  fileURLToPath(new URL(`../frontend/src/routes/${name}`, import.meta.url)),
);
export const routeMapFile = fileURLToPath(new URL('./site-routes.conf', import.meta.url));

/** A route segment such as `:id` matches one non-empty path segment. */
const DYNAMIC_SEGMENT = /^:[A-Za-z][A-Za-z0-9_]*$/;
const STATIC_SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The map key for one route path: exact when static (a hash lookup, no regex), an anchored regex when it has a parameter. */
function mapKeyFor(path) {
  if (path === '/') return '/';
  if (!path.startsWith('/') || path.endsWith('/')) throw new Error(`Route path "${path}" must start and not end with "/"`);
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (!DYNAMIC_SEGMENT.test(segment) && !STATIC_SEGMENT.test(segment)) {
      throw new Error(`Route path "${path}" has a segment nginx cannot map safely: "${segment}"`);
    }
  }
  if (!segments.some((segment) => DYNAMIC_SEGMENT.test(segment))) return path;
  const pattern = segments.map((segment) => (DYNAMIC_SEGMENT.test(segment) ? '[^/]++' : escapeRegex(segment))).join('/');
  return `"~^/${pattern}$"`;
}

/**
 * A public page answers at its bare path and at the path behind each language code (`/nl/about`, `/nl`
 * for home); the staff desk (`rendering: 'browser'`) only at its bare path. The keys of both, static
 * ones spelled out (hash lookups), a parameter's as one regex over the language codes.
 */
function routeKeys(route, languages) {
  const keys = [mapKeyFor(route.path)];
  if (route.rendering === 'browser') return keys;
  if (route.path === '/') return [...keys, ...languages.map((code) => `/${code}`)];
  const key = mapKeyFor(route.path);
  if (!key.startsWith('"~')) return [...keys, ...languages.map((code) => `/${code}${route.path}`)];
  return [...keys, key.replace('"~^/', `"~^/(?:${languages.join('|')})/`)];
}

/** Static keys first: nginx checks exact keys before regexes anyway, and the file reads in that order. */
const byStaticFirst = (a, b) => Number(a.startsWith('"~')) - Number(b.startsWith('"~'));

function uriMap(name, comment, entries) {
  return [
    `# ${comment}`,
    `map $uri ${name} {`,
    `    default  ${entries.defaultValue};`,
    ...entries.lines.map((line) => `    ${line};`),
    '}',
    '',
  ];
}

/**
 * Four maps choose the language in the browser's detection order, as far as a server can see: the
 * query parameter, then the cookie, then the first supported language of Accept-Language, then the
 * fallback. A value counts when its primary subtag is supported (`pt-BR` is `pt`), as i18next's
 * languageOnly does. These regexes see client input, so each quantifier is possessive (`*+`, `++`):
 * what it took is never given back, a request costs time linear in its headers, and a hostile header
 * never runs into PCRE's match limit (which stalls nginx and logs the whole header).
 */
function languageMaps({ languages, queryParameter, cookie, fallback }) {
  const alternatives = languages.join('|');
  const valueMap = (variable, name) => [
    `map $${variable} $${name} {`,
    '    default  "";',
    ...languages.map((code) => `    "~*^${code}(?:[-_][a-z0-9-]*+)?$"  ${code};`),
    '}',
  ];
  // Items the site does not speak are skipped whole (spaces, then anything up to the comma), then the
  // next item must start with this language: `enx` is no `en`, `pt-BR` is `pt`.
  const skippedItem = `\\s*+(?!(?:${alternatives})(?![a-z]))[^,]*+,`;
  return [
    `# The visitor's language: ?${queryParameter}=, then the ${cookie} cookie, then Accept-Language, then ${fallback}.`,
    '# Every quantifier is possessive: no regex here can backtrack, whatever the client sends.',
    ...valueMap(`arg_${queryParameter}`, 'lang_from_query'),
    ...valueMap(`cookie_${cookie}`, 'lang_from_cookie'),
    '# The first language of the list (in the order sent) whose primary subtag the site speaks.',
    'map $http_accept_language $lang_from_header {',
    '    default  "";',
    ...languages.map((code) => `    "~*^(?:${skippedItem})*+\\s*+${code}(?![a-z])"  ${code};`),
    '}',
    'map "$lang_from_query|$lang_from_cookie|$lang_from_header" $site_lang {',
    `    default  ${fallback};`,
    '    "~^(?<from_query>[a-z]++)\\|"  $from_query;',
    '    "~^\\|(?<from_cookie>[a-z]++)\\|"  $from_cookie;',
    '    "~^\\|\\|(?<from_header>[a-z]++)$"  $from_header;',
    '}',
    '',
  ];
}

/**
 * A page's language is its address's (`/nl/about`); only a bare address (`/about`) takes the visitor's
 * ($site_lang), and only its answer varies with the cookie and Accept-Language. An old `?lng=` link
 * of a page is sent (301) to the page's language address with the rest of its query: the path is taken
 * from the raw request line (no decoded line break can reach the Location), the first `lng` parameter
 * dropped by possessive regexes that try each parameter once.
 */
function addressMaps({ languages, queryParameter }) {
  const alternatives = languages.join('|');
  const lng = escapeRegex(queryParameter);
  return [
    "# The page's language and path as its address names them: /nl/about is Dutch /about, /nl Dutch /.",
    'map $uri $path_lang {',
    '    default  "";',
    `    "~^/(?<address_lang>${alternatives})(?:/|$)"  $address_lang;`,
    '}',
    'map $uri $page_path {',
    '    default  $uri;',
    `    "~^/(?:${alternatives})(?<address_path>/.*+)$"  $address_path;`,
    `    "~^/(?:${alternatives})$"  /;`,
    '}',
    'map $path_lang $page_lang {',
    '    ""       $site_lang;',
    '    default  $path_lang;',
    '}',
    "# Only a bare address answers in the visitor's language: caches keep one copy per cookie and Accept-Language.",
    'map $path_lang $page_vary {',
    '    ""       "Accept-Language, Cookie";',
    '    default  "";',
    '}',
    `# Old links with ?${queryParameter}=: the raw path without its language, and the query without its first ${queryParameter}.`,
    '# (The home page is "": /nl is its Dutch address.)',
    'map $request_uri $request_page_path {',
    '    "~^/(?:\\?|$)"  "";',
    `    "~^/(?:${alternatives})(?<request_rest>(?:/[^?]*+)?)(?:\\?|$)"  $request_rest;`,
    '    "~^(?<request_path>[^?]*+)"  $request_path;',
    '}',
    'map $args $query_without_lng {',
    '    default  "";',
    `    "~*^${lng}=[^&]*+&(?<lng_after>.++)$"  ?$lng_after;`,
    `    "~*^(?<lng_before>[^&]*+(?:&[^&]*+)*?)&${lng}=[^&]*+(?<lng_rest>&.*+)?$"  ?$lng_before$lng_rest;`,
    '}',
    `map "$localized_route|$lang_from_query" $lng_redirect {`,
    '    default  "";',
    '    "~^1\\|(?<lng_target>[a-z]++)$"  /$lng_target$request_page_path$query_without_lng;',
    '}',
    '# A raw path with an empty segment or an encoded slash is no page address (a page has one address).',
    'map $request_uri $odd_request_path {',
    '    default  0;',
    '    "~^[^?]*?(?://|%2[Ff])"  1;',
    '}',
    '',
  ];
}

export function renderRouteMap(siteRoutes, languageSettings) {
  const paths = siteRoutes.routes.map((route) => route.path);
  const duplicates = paths.filter((path, index) => paths.indexOf(path) !== index);
  if (duplicates.length > 0) throw new Error(`Duplicate route paths: ${duplicates.join(', ')}`);
  for (const code of languageSettings.languages)
    if (!LANGUAGE_CODE.test(code)) throw new Error(`Language code "${code}" is not a plain code`);
  const languages = languageSettings.languages;
  const keysOf = (filter) =>
    siteRoutes.routes
      .filter(filter)
      .flatMap((route) => routeKeys(route, languages))
      .sort(byStaticFirst);
  const redirects = siteRoutes.routes.filter((route) => route.redirectTo);
  for (const route of redirects) {
    if (!/^\/[A-Za-z0-9/#_-]*$/.test(route.redirectTo)) throw new Error(`Redirect target "${route.redirectTo}" is not a plain site path`);
  }
  // /nl/contact leads to /nl/about#contact.
  const redirectLines = [
    ...redirects.map((route) => `${mapKeyFor(route.path)}  ${route.redirectTo}`),
    ...languages.flatMap((code) => redirects.map((route) => `/${code}${route.path}  /${code}${route.redirectTo}`)),
  ];
  return [
    '# Generated by nginx/generate-route-map.mjs from frontend/src/routes/site-routes.json, staff-routes.json and the language',
    '# list. Do not edit; run `node nginx/generate-route-map.mjs` (npm run nginx:routes) after changing them.',
    '# Pages without a map entry here are prerendered files (dist/prerendered/<language>/...); any other',
    '# path is the not-found page with status 404. Public pages answer at /<language><path> too.',
    '',
    ...uriMap('$browser_route', 'Pages rendered only in the browser: the client shell (index.html) with 200.', {
      defaultValue: '0',
      lines: keysOf((route) => route.rendering === 'browser').map((key) => `${key}  1`),
    }),
    ...uriMap('$server_route', 'Pages the render server renders per request (the blog).', {
      defaultValue: '0',
      lines: keysOf((route) => route.rendering === 'server').map((key) => `${key}  1`),
    }),
    ...uriMap(
      '$private_route',
      "Pages that are nobody's search result (a token in the address, staff pages): no micro-cache, noindex, no referrer.",
      {
        defaultValue: '0',
        lines: keysOf((route) => route.indexable === false).map((key) => `${key}  1`),
      },
    ),
    ...uriMap('$route_redirect', 'Paths that only lead elsewhere on the site (301).', {
      defaultValue: '""',
      lines: redirectLines,
    }),
    ...uriMap('$localized_route', 'Public pages (and paths that lead to one): they have an address per language.', {
      defaultValue: '0',
      lines: keysOf((route) => route.rendering !== 'browser').map((key) => `${key}  1`),
    }),
    ...languageMaps(languageSettings),
    ...addressMaps(languageSettings),
  ].join('\n');
}

export function readLanguageSettings() {
  return {
    languages: [...SUPPORTED_LANGUAGES],
    fallback: FALLBACK_LANGUAGE,
    cookie: LANGUAGE_DETECTION.cookie,
    queryParameter: LANGUAGE_DETECTION.queryParameter,
  };
}

/** The whole route list: the public part, then the staff's. */
export function readSiteRoutes() {
  return { routes: routeFiles.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).routes) };
}

export function generateRouteMap() {
  return renderRouteMap(readSiteRoutes(), readLanguageSettings());
}

function main() {
  const fresh = generateRouteMap();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(routeMapFile, 'utf8');
    if (committed !== fresh) {
      console.error('nginx/site-routes.conf is out of date: run `node nginx/generate-route-map.mjs` and commit it.');
      process.exit(1);
    }
    console.log('nginx/site-routes.conf matches the route and language lists');
    return;
  }
  writeFileSync(routeMapFile, fresh);
  console.log(`wrote ${routeMapFile}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
