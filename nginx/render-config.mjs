#!/usr/bin/env node
// Renders nginx/templates/default.conf.template (the config the Docker image uses) plus a root-less
// main nginx.conf into a run folder, so a system nginx serves the site exactly as the container does.
// CLI (used by e2e tests): NGINX_RUN_DIR, NGINX_PORT, BACKEND_UPSTREAM (one or more host:port), RENDERER_UPSTREAM, PUBLIC_URL,
// STATIC_ROOT, NGINX_TRUSTED_PROXIES, LEAD_RETENTION_DAYS and NGINX_STATUS_PORT from the environment; prints the nginx command line as JSON.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const nginxDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.dirname(nginxDir);
const siteTemplate = path.join(nginxDir, 'templates', 'default.conf.template');
const mainTemplate = path.join(nginxDir, 'local-main.conf.template');

const MIME_TYPES_CANDIDATES = [
  '/etc/nginx/mime.types',
  '/usr/local/etc/nginx/mime.types',
  '/opt/homebrew/etc/nginx/mime.types',
  '/usr/local/nginx/conf/mime.types',
];
const NGINX_BINARY_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/bin/nginx',
  '/opt/homebrew/bin/nginx',
  '/usr/local/bin/nginx',
];

/**
 * Replaces `${NAME}` placeholders like the nginx image's envsubst does, and refuses to leave one
 * unfilled (nginx's own variables are lower-case `$uri`, so they are never touched).
 */
export function renderTemplate(text, values) {
  const rendered = text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (placeholder, name) => {
    if (!(name in values)) throw new Error(`No value for ${placeholder} in the nginx template`);
    return String(values[name]);
  });
  return rendered;
}

/** The site's origin as written into absolute addresses: no trailing slash, no path. */
export function publicOrigin(publicUrl) {
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) address, not ${publicUrl}`);
  return url.origin;
}

/** What the template holds when no proxy in front of nginx is trusted (the Docker image's default too). */
export const NO_TRUSTED_PROXIES = '# NGINX_TRUSTED_PROXIES is empty: no proxy in front of nginx is trusted';

/**
 * NGINX_TRUSTED_PROXIES (IP addresses or CIDR ranges, separated by commas or spaces) as the
 * template's set_real_ip_from lines, exactly as nginx/real-ip.envsh makes them in the Docker image.
 */
export function realIpDirectives(trustedProxies = '') {
  const proxies = trustedProxies.split(/[\s,]+/).filter(Boolean);
  for (const proxy of proxies) {
    if (/[^0-9A-Fa-f:./]/.test(proxy)) throw new Error(`NGINX_TRUSTED_PROXIES: '${proxy}' is not an IP address or CIDR range`);
  }
  return proxies.length === 0 ? NO_TRUSTED_PROXIES : proxies.map((proxy) => `set_real_ip_from ${proxy}; `).join('');
}

/**
 * BACKEND_UPSTREAM (host:port of each backend, separated by commas or spaces) as the `server` lines of
 * the template's `upstream rebound_backend`, exactly as nginx/backend-servers.envsh makes them in the
 * Docker image. A host name gets `resolve`, so nginx (1.27.3 or later) follows its DNS answers and
 * picks up replicas added later (`--scale backend=3`); IP addresses work on any nginx.
 */
/**
 * A backend that refused or reset a connection is skipped for 2 s, then tried again. Shorter than the
 * backend's drain on SIGTERM (SHUTDOWN_DRAIN_MS, 3 s): in a rolling restart a backend that came back is
 * trusted again before the next one closes its port, so nginx is never left with no backend it trusts.
 */
export const BACKEND_SERVER_PARAMETERS = 'max_fails=1 fail_timeout=2s';
/**
 * Every backend once more as a backup that is never skipped: when each backend has just failed once
 * (one crashed, the other reset a burst of connections while it stopped or timed out while busy), nginx
 * tries them again instead of answering 502 "no live upstreams" to every request for 2 s.
 */
export const BACKEND_BACKUP_PARAMETERS = 'backup max_fails=0';

export function backendServerDirectives(backendUpstream = '') {
  const servers = backendUpstream.split(/[\s,]+/).filter(Boolean);
  if (servers.length === 0) throw new Error('BACKEND_UPSTREAM names no backend (host:port, several separated by commas)');
  for (const server of servers) {
    if (/[^0-9A-Za-z.:[\]_-]/.test(server)) throw new Error(`BACKEND_UPSTREAM: '${server}' is not a host:port address`);
  }
  const lines = (parameters) =>
    servers.map((server) => `server ${server} ${parameters}${/[^0-9.:[\]]/.test(server) ? ' resolve' : ''}; `).join('');
  return lines(BACKEND_SERVER_PARAMETERS) + lines(BACKEND_BACKUP_PARAMETERS);
}

/** The frontend build's table of retention periods (frontend/src/ssr/lead-retention-periods.ts). */
export const LEAD_RETENTION_PERIODS_FILE = path.join(repoRoot, 'frontend', 'dist-server', 'lead-retention-periods.tsv');

/**
 * LEAD_RETENTION_DAYS (unset or empty: the table's default) and its line of the build's table, the
 * body of the template's `map $page_lang $lead_retention_period`, exactly as nginx/lead-retention.envsh
 * picks it in the Docker image. A value the worker refuses is refused here too.
 */
export function leadRetentionPeriods(leadRetentionDays = '', periodsFile = LEAD_RETENTION_PERIODS_FILE) {
  if (!existsSync(periodsFile)) throw new Error(`${periodsFile} is missing: build the frontend first (npm run build)`);
  const lines = new Map(
    readFileSync(periodsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')),
  );
  const given = leadRetentionDays.replaceAll(' ', '');
  const days = given === '' ? lines.get('default') : /^\d+$/.test(given) ? String(Number(given)) : given;
  const periods = /^\d+$/.test(days ?? '') ? lines.get(days) : undefined;
  if (!periods) throw new Error(`LEAD_RETENTION_DAYS '${days}' is not a whole number of days from 1 to 36500`);
  return { days, periods };
}

/** The nginx binary: NGINX_BIN, else the usual install paths (Debian's /usr/sbin is not on a user's PATH). */
export function findNginxBinary(environment = process.env) {
  if (environment.NGINX_BIN) return environment.NGINX_BIN;
  const found = NGINX_BINARY_CANDIDATES.find((candidate) => existsSync(candidate));
  return found ?? 'nginx';
}

function findMimeTypes(environment) {
  if (environment.NGINX_MIME_TYPES) return environment.NGINX_MIME_TYPES;
  const found = MIME_TYPES_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`nginx's mime.types not found (looked in ${MIME_TYPES_CANDIDATES.join(', ')}); set NGINX_MIME_TYPES`);
  return found;
}

/** The host's DNS server for the `resolver` directive (only used when BACKEND_UPSTREAM is a name). */
function hostResolver() {
  try {
    const line = readFileSync('/etc/resolv.conf', 'utf8')
      .split('\n')
      .find((entry) => /^\s*nameserver\s+\S+/.test(entry));
    const address = line?.trim().split(/\s+/)[1];
    if (address) return address.includes(':') ? `[${address.replace(/%.*$/, '')}]` : address;
  } catch {
    // No resolv.conf: fall through to loopback, which is enough for IP upstreams.
  }
  return '127.0.0.1';
}

/**
 * nginx started by root switches its workers to another user, which must be able to read the build
 * and write the temp folders. Use the owner of the build (root itself on a CI machine whose checkout
 * lives under /root); never done by the Docker image, whose nginx runs unprivileged.
 */
function userDirective(staticRoot) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return '# not started as root: workers run as the current user';
  const ownerUid = statSync(staticRoot).uid;
  const owner = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((entry) => entry.split(':'))
    .find((fields) => Number(fields[2]) === ownerUid);
  return `user ${owner ? owner[0] : 'root'};`;
}

/**
 * Where nginx's status server listens without Docker: loopback on `statusPort` when one is given (to
 * scrape it), else a socket file in the run folder, which no other start on the machine can clash with.
 */
export function statusListen(runDir, statusPort) {
  if (statusPort === undefined || statusPort === '' || statusPort === null) {
    const socket = path.join(runDir, 'status.sock');
    // A socket's path has room for 107 bytes on Linux (103 on macOS).
    if (Buffer.byteLength(socket) > 100)
      throw new Error(`${socket} is too long for a socket path: set NGINX_STATUS_PORT (or a shorter NGINX_RUN_DIR)`);
    return `unix:${socket}`;
  }
  if (!/^\d+$/.test(String(statusPort)) || Number(statusPort) < 1 || Number(statusPort) > 65535)
    throw new Error(`NGINX_STATUS_PORT must be a port number, not ${statusPort}`);
  return `127.0.0.1:${statusPort}`;
}

/**
 * Writes `<runDir>/conf.d/default.conf` (from the shared template) and `<runDir>/nginx.conf`, creates
 * the log and temp folders, and returns the command that runs nginx in the foreground.
 */
export function renderLocalNginxConfig({
  runDir,
  nginxPort,
  backendUpstream,
  rendererUpstream,
  publicUrl,
  staticRoot,
  trustedProxies = '',
  statusPort,
  environment = process.env,
  leadRetentionDays = environment.LEAD_RETENTION_DAYS ?? '',
}) {
  const absoluteRunDir = path.resolve(runDir);
  const absoluteStaticRoot = path.resolve(staticRoot);
  if (!existsSync(path.join(absoluteStaticRoot, 'index.html'))) {
    throw new Error(`${absoluteStaticRoot}/index.html is missing: build the frontend first (npm run build)`);
  }
  // A new start serves a new build: answers cached from the last one would name its old assets.
  rmSync(path.join(absoluteRunDir, 'cache'), { recursive: true, force: true });
  for (const folder of ['conf.d', 'logs', 'temp', 'cache']) mkdirSync(path.join(absoluteRunDir, folder), { recursive: true });

  const retention = leadRetentionPeriods(leadRetentionDays);
  const siteConfig = renderTemplate(readFileSync(siteTemplate, 'utf8'), {
    NGINX_PORT: nginxPort,
    STATIC_ROOT: absoluteStaticRoot,
    NGINX_BACKEND_SERVERS: backendServerDirectives(backendUpstream),
    RENDERER_UPSTREAM: rendererUpstream,
    NGINX_RESOLVER: hostResolver(),
    NGINX_CONF_DIR: nginxDir,
    NGINX_CACHE_DIR: path.join(absoluteRunDir, 'cache'),
    PUBLIC_URL: publicOrigin(publicUrl),
    NGINX_REAL_IP_DIRECTIVES: realIpDirectives(trustedProxies),
    NGINX_ACCESS_LOG: path.join(absoluteRunDir, 'logs', 'access.log'),
    LEAD_RETENTION_DAYS: retention.days,
    NGINX_LEAD_RETENTION_PERIODS: retention.periods,
    NGINX_STATUS_LISTEN: statusListen(absoluteRunDir, statusPort),
  });
  writeFileSync(path.join(absoluteRunDir, 'conf.d', 'default.conf'), siteConfig);

  const mainConfigFile = path.join(absoluteRunDir, 'nginx.conf');
  const mainConfig = renderTemplate(readFileSync(mainTemplate, 'utf8'), {
    NGINX_USER_DIRECTIVE: userDirective(absoluteStaticRoot),
    NGINX_RUN_DIR: absoluteRunDir,
    NGINX_MIME_TYPES: findMimeTypes(environment),
  });
  writeFileSync(mainConfigFile, mainConfig);

  const binary = findNginxBinary(environment);
  // -e: the start-up error log, before nginx.conf is read (the compiled-in path needs root).
  const baseArgs = ['-p', `${absoluteRunDir}/`, '-e', 'stderr', '-c', mainConfigFile];
  return { binary, args: [...baseArgs, '-g', 'daemon off;'], testArgs: [...baseArgs, '-t', '-q'], mainConfigFile };
}

/** Runs `nginx -t` on the rendered config; throws with nginx's own message when it is invalid. */
export function testNginxConfig(command) {
  try {
    execFileSync(command.binary, command.testArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`nginx rejected ${command.mainConfigFile}:\n${output || error.message}`);
  }
}

function main() {
  const required = ['NGINX_RUN_DIR', 'NGINX_PORT', 'BACKEND_UPSTREAM', 'RENDERER_UPSTREAM', 'PUBLIC_URL'];
  const missing = required.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(`render-config: set ${missing.join(', ')}`);
    process.exit(2);
  }
  const command = renderLocalNginxConfig({
    runDir: process.env.NGINX_RUN_DIR,
    nginxPort: process.env.NGINX_PORT,
    backendUpstream: process.env.BACKEND_UPSTREAM,
    rendererUpstream: process.env.RENDERER_UPSTREAM,
    publicUrl: process.env.PUBLIC_URL,
    staticRoot: process.env.STATIC_ROOT ?? path.join(repoRoot, 'frontend', 'dist'),
    trustedProxies: process.env.NGINX_TRUSTED_PROXIES,
    statusPort: process.env.NGINX_STATUS_PORT,
  });
  testNginxConfig(command);
  console.log(JSON.stringify({ binary: command.binary, args: command.args }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
