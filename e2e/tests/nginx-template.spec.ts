import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../support/stack-info';

const templateFile = path.join(repoRoot, 'nginx', 'templates', 'default.conf.template');
const LEAD_RETENTION_PERIODS_FILE = path.join(repoRoot, 'frontend', 'dist-server', 'lead-retention-periods.tsv');

/** A variable as the image's nginx/lead-retention.envsh leaves it for LEAD_RETENTION_DAYS. */
function leadRetentionEnvsh(leadRetentionDays: string, name: string): string {
  // -e: the image's entrypoint sources it under `set -e`.
  return execFileSync('sh', ['-ec', `. ./nginx/lead-retention.envsh && printf %s "$${name}"`], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, LEAD_RETENTION_DAYS: leadRetentionDays, NGINX_LEAD_RETENTION_PERIODS_FILE: LEAD_RETENTION_PERIODS_FILE },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The nginx image's variables, as nginx/Dockerfile sets them (ENV lines and the envsubst filter). */
function dockerfileNginxEnvironment(): Record<string, string> {
  const dockerfile = readFileSync(path.join(repoRoot, 'nginx', 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, '');
  // The nginx image is the last stage (the renderer stage before it has its own ENV).
  const envLine = [...dockerfile.matchAll(/^ENV (.+)$/gm)].at(-1)?.[1] ?? '';
  const environment: Record<string, string> = {};
  for (const match of envLine.matchAll(/([A-Z_]+)=("[^"]*"|\S+)/g)) environment[match[1]] = match[2].replace(/^"|"$/g, '');
  return environment;
}

// Docker renders the template with the image's entrypoint (envsubst limited to the variables that
// NGINX_ENVSUBST_FILTER matches); `npm start` with nginx/render-config.mjs. Both must give the same file,
// with the image's http PUBLIC_URL and with an https one (which turns HSTS on).
test('the local renderer fills the template exactly as the nginx image does', async () => {
  const imageEnvironment = dockerfileNginxEnvironment();
  expect(Object.keys(imageEnvironment)).toEqual(
    expect.arrayContaining([
      'NGINX_PORT',
      'STATIC_ROOT',
      'BACKEND_UPSTREAM',
      'NGINX_BACKEND_SERVERS',
      'NGINX_RESOLVER',
      'NGINX_CONF_DIR',
      'NGINX_ACCESS_LOG',
      'NGINX_STATUS_LISTEN',
      'NGINX_ENVSUBST_FILTER',
    ]),
  );
  const filter = new RegExp(imageEnvironment.NGINX_ENVSUBST_FILTER);
  const { renderTemplate } = (await import(pathToFileURL(path.join(repoRoot, 'nginx', 'render-config.mjs')).href)) as {
    renderTemplate: (text: string, values: Record<string, string>) => string;
  };
  // What nginx/lead-retention.envsh adds at start, from the build's table (compose passes LEAD_RETENTION_DAYS).
  const retention = {
    days: leadRetentionEnvsh('730', 'LEAD_RETENTION_DAYS'),
    periods: leadRetentionEnvsh('730', 'NGINX_LEAD_RETENTION_PERIODS'),
  };
  const renderings: Record<string, string> = {};
  for (const publicUrl of [imageEnvironment.PUBLIC_URL, 'https://rebound.example']) {
    // A container also has PATH, HOME, HOSTNAME...: the filter must keep those out of the template.
    const containerEnvironment = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: '/tmp',
      HOSTNAME: 'nginx-1',
      host: 'must-not-appear',
      ...imageEnvironment,
      LEAD_RETENTION_DAYS: retention.days,
      NGINX_LEAD_RETENTION_PERIODS: retention.periods,
      PUBLIC_URL: publicUrl,
    };
    const substituted = Object.keys(containerEnvironment)
      .filter((name) => filter.test(name))
      .map((name) => `\${${name}}`)
      .join(' ');
    // What the image's 20-envsubst-on-templates.sh runs.
    const byImage = execFileSync('envsubst', [substituted], {
      input: readFileSync(templateFile),
      env: containerEnvironment,
      encoding: 'utf8',
    });
    const templateValues = Object.fromEntries(Object.entries(containerEnvironment).filter(([name]) => filter.test(name)));
    expect(renderTemplate(readFileSync(templateFile, 'utf8'), templateValues), publicUrl).toBe(byImage);
    expect(byImage).not.toMatch(/\$\{[A-Z_]+\}/);
    renderings[publicUrl] = byImage;
  }
  const byImage = renderings[imageEnvironment.PUBLIC_URL];
  expect(byImage).toContain('$site_lang');
  expect(byImage).toContain('listen 8080 default_server;');
  // nginx's status on a port of its own, which compose publishes nowhere.
  expect(byImage).toContain('listen 8081;');
  expect(byImage).toContain('resolver 127.0.0.11 valid=10s');
  // The image logs to its stdout, in the format without queries.
  expect(byImage).toContain('access_log /var/log/nginx/access.log rebound_access;');
  // HSTS follows PUBLIC_URL's scheme (the answers themselves: tests/nginx-hostile-input.spec.ts).
  expect(imageEnvironment.PUBLIC_URL).toMatch(/^http:/);
  expect(byImage).toContain(`map "${imageEnvironment.PUBLIC_URL}" $strict_transport_security {`);
  expect(byImage).toContain('en "2 years"; nl "2 jaar"; fr "2 ans"; pt "2 anos"; fa "۲ سال"; es "2 años"; default "2 years";');
  expect(byImage).toContain("sub_filter '@@lead-retention-days@@' '730';");
  expect(renderings['https://rebound.example']).toContain('map "https://rebound.example" $strict_transport_security {');
});

// The image turns BACKEND_UPSTREAM into the upstream's server lines with nginx/backend-servers.envsh;
// `npm start` with render-config.mjs's backendServerDirectives. Same input, same lines.
test('the image and the local renderer make the same backend server lines from BACKEND_UPSTREAM', async () => {
  const { backendServerDirectives } = (await import(pathToFileURL(path.join(repoRoot, 'nginx', 'render-config.mjs')).href)) as {
    backendServerDirectives: (backendUpstream: string) => string;
  };
  const byImageScript = (backendUpstream: string) =>
    execFileSync('sh', ['-c', '. ./nginx/backend-servers.envsh && printf %s "$NGINX_BACKEND_SERVERS"'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, BACKEND_UPSTREAM: backendUpstream },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const imageEnvironment = dockerfileNginxEnvironment();
  expect(imageEnvironment.NGINX_BACKEND_SERVERS, "the image's default lines are its default BACKEND_UPSTREAM's").toBe(
    byImageScript(imageEnvironment.BACKEND_UPSTREAM),
  );
  for (const backendUpstream of [
    'backend:3000',
    '127.0.0.1:3000',
    '127.0.0.1:3000, 127.0.0.1:3001',
    'backend-1:3000 backend-2:3000',
    '[::1]:3000',
  ]) {
    expect(backendServerDirectives(backendUpstream), backendUpstream).toBe(byImageScript(backendUpstream));
  }
  expect(backendServerDirectives('127.0.0.1:3000,127.0.0.1:3001')).toBe(
    'server 127.0.0.1:3000 max_fails=1 fail_timeout=2s; server 127.0.0.1:3001 max_fails=1 fail_timeout=2s; ' +
      'server 127.0.0.1:3000 backup max_fails=0; server 127.0.0.1:3001 backup max_fails=0; ',
  );
  expect(backendServerDirectives('backend:3000')).toBe(
    'server backend:3000 max_fails=1 fail_timeout=2s resolve; server backend:3000 backup max_fails=0 resolve; ',
  );
  for (const refused of ['', 'backend:3000;include /etc/passwd', 'back end:3000*']) {
    expect(() => backendServerDirectives(refused), refused).toThrow(/BACKEND_UPSTREAM/);
    expect(() => byImageScript(refused), refused).toThrow();
  }
});

// The image picks LEAD_RETENTION_DAYS's periods with nginx/lead-retention.envsh; `npm start` with
// render-config.mjs's leadRetentionPeriods. Same table, same value, same line; the same refusals.
test('the image and the local renderer pick the same retention periods from LEAD_RETENTION_DAYS', async () => {
  const { leadRetentionPeriods } = (await import(pathToFileURL(path.join(repoRoot, 'nginx', 'render-config.mjs')).href)) as {
    leadRetentionPeriods: (leadRetentionDays: string) => { days: string; periods: string };
  };
  for (const days of ['', '730', '0730', ' 90 ', '1', '36500']) {
    const local = leadRetentionPeriods(days);
    expect([leadRetentionEnvsh(days, 'LEAD_RETENTION_DAYS'), leadRetentionEnvsh(days, 'NGINX_LEAD_RETENTION_PERIODS')], days).toEqual([
      local.days,
      local.periods,
    ]);
  }
  expect(leadRetentionPeriods('90').periods).toContain('en "90 days";');
  for (const wrong of ['0', '000', '36501', 'two years', '1.5', '9;0']) {
    expect(() => leadRetentionPeriods(wrong), wrong).toThrow(/is not a whole number of days from 1 to 36500/);
    expect(() => leadRetentionEnvsh(wrong, 'NGINX_LEAD_RETENTION_PERIODS'), wrong).toThrow(/is not a whole number of days from 1 to 36500/);
  }
});
