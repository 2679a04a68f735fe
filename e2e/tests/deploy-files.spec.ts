// biome-ignore-all lint/suspicious/noTemplateCurlyInString: compose files use ${VAR} interpolation, which these tests compare against.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NGINX_BACKEND_KEEPALIVE_TIMEOUT_S } from '@rebound/shared';
import { BACKUP_LAST_SUCCESS_FILE, EnvironmentError, LOCAL_DEFAULTS, loadEnvironment } from '@rebound/shared/node';
import { parse as parseYaml } from 'yaml';
import { dockerfileProblems, isPinnedImage, parseDockerfile } from '../support/dockerfile-rules';
import { repoRoot } from '../support/stack-info';

// No Docker engine runs here: these checks read the files the way Compose and Docker would.

interface ComposeService {
  profiles?: string[];
  ports?: string[];
  logging?: { driver: string; options?: Record<string, string> };
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  stop_grace_period?: string;
  expose?: string[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: { default?: { ipam?: { config?: { subnet: string; gateway: string }[] } } };
}

/** docker-compose.yml as Compose reads it with this `.env` (every ${VAR} filled in), parsed. */
function renderedCompose(envText: string): ComposeFile {
  const folder = mkdtempSync(path.join(tmpdir(), 'rebound-compose-'));
  try {
    const envFile = path.join(folder, '.env');
    writeFileSync(envFile, envText);
    const output = execFileSync('docker-compose', ['-f', 'docker-compose.yml', '--env-file', envFile, 'config'], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    return parseYaml(output.toString()) as ComposeFile;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What a real deployment's `.env` holds (docs/operations.md, "Production checklist"). */
const RELAY = 'smtp://mailer:relay-secret@smtp.relay.example:587';
// What `openssl rand -base64 24` gives, with `#` and `?` too: characters that end a URL's user part.
const DATABASE_PASSWORD = 'Zq/8+x=#k?b7vW2n+Yp/9sLQ';
const PRODUCTION_ENV = [
  'NODE_ENV=production',
  'PUBLIC_URL=https://rebound.example',
  `SMTP_URL=${RELAY}`,
  `POSTGRES_PASSWORD=${DATABASE_PASSWORD}`,
  'ADMIN_PASSWORD=punching bags for every youth centre',
  `SESSION_SECRET=${'s'.repeat(48)}`,
  'MAIL_FROM=Rebound <no-reply@rebound.example>',
  'LEAD_NOTIFY_TO=staff@rebound.example',
].join('\n');

function environmentProblems(environment: Record<string, string> | undefined, requireSecrets: boolean): string[] {
  try {
    loadEnvironment(environment ?? {}, { requireSecrets });
    return [];
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    return error.problems;
  }
}

const compose = parseYaml(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as ComposeFile;

function envExampleValues(): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of readFileSync(path.join(repoRoot, '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values.set(match[1], match[2]);
  }
  return values;
}

function seconds(duration: string): number {
  const match = /^(\d+)(s|m)$/.exec(duration);
  if (!match) throw new Error(`unexpected duration ${duration}`);
  return Number(match[1]) * (match[2] === 'm' ? 60 : 1);
}

test.describe('deployment files', () => {
  test('docker-compose accepts docker-compose.yml (docker-compose config)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'rebound-compose-'));
    try {
      // With no settings at all (the defaults in the file must be enough) and with .env.example.
      const emptyEnvFile = path.join(folder, 'empty.env');
      writeFileSync(emptyEnvFile, '');
      for (const envFile of [emptyEnvFile, path.join(repoRoot, '.env.example')]) {
        execFileSync('docker-compose', ['-f', 'docker-compose.yml', '--env-file', envFile, 'config', '-q'], {
          cwd: repoRoot,
          stdio: 'pipe',
        });
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('the Dockerfile rules catch what they are meant to catch', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'rebound-dockerfile-'));
    try {
      mkdirSync(path.join(folder, 'app', 'dist'), { recursive: true });
      writeFileSync(path.join(folder, '.dockerignore'), '**/dist\n');
      writeFileSync(
        path.join(folder, 'Dockerfile'),
        'FROM node:latest AS build\nCOPY missing.json ./\nCOPY app/dist ./dist\nFROM node:20.1.0-slim\nCOPY --from=nowhere /a /b\nUSER root\n',
      );
      expect(dockerfileProblems(path.join(folder, 'Dockerfile'), folder)).toEqual([
        'FROM node:latest is not pinned to a release',
        'FROM node:latest: Node images must be Node 24',
        'line 2: COPY source missing.json does not exist',
        'line 3: COPY source app/dist is excluded by .dockerignore',
        'FROM node:20.1.0-slim: Node images must be Node 24',
        'line 5: COPY --from=nowhere names no earlier stage',
        'the final stage runs as root',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  for (const dockerfile of ['backend/Dockerfile', 'nginx/Dockerfile', 'scripts/backup/Dockerfile']) {
    test(`${dockerfile}: pinned bases, Node 24, existing COPY sources, non-root final user`, () => {
      expect(dockerfileProblems(path.join(repoRoot, dockerfile), repoRoot)).toEqual([]);
    });
  }

  test('each image installs and builds @rebound/shared before the workspaces that import it', () => {
    const runs = (dockerfile: string) =>
      parseDockerfile(readFileSync(path.join(repoRoot, dockerfile), 'utf8')).flatMap((stage) =>
        stage.instructions.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.value),
      );
    for (const [dockerfile, workspaces] of [
      ['backend/Dockerfile', ['backend', 'worker']],
      ['nginx/Dockerfile', ['frontend']],
    ] as const) {
      const builds = runs(dockerfile).flatMap((run) => [...run.matchAll(/npm run build --workspace (\S+)/g)].map((match) => match[1]));
      expect(builds, dockerfile).toEqual(['packages/shared', ...workspaces]);
      for (const install of runs(dockerfile).filter((run) => run.startsWith('npm ci')))
        expect(install, dockerfile).toContain('--workspace packages/shared');
    }
    // The runtime image runs the compiled backend and worker, which load the shared package's dist.
    const runtime = parseDockerfile(readFileSync(path.join(repoRoot, 'backend', 'Dockerfile'), 'utf8')).at(-1)!;
    expect(runtime.instructions.map((instruction) => instruction.value)).toContain(
      '--from=build /app/packages/shared/dist packages/shared/dist',
    );
  });

  test('every service has a health check, and waits for healthy dependencies', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test.length, `${name} healthcheck`).toBeGreaterThan(0);
      for (const [dependency, condition] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(condition.condition, `${name} → ${dependency}`).toBe('service_healthy');
      }
      if (service.build) {
        expect(service.build.context, `${name} build context`).toBe('.');
      } else {
        expect(isPinnedImage(service.image ?? ''), `${name} image ${service.image} pinned`).toBe(true);
      }
    }
    expect(Object.keys(compose.services).sort()).toEqual([
      'backend',
      'backup',
      'mailpit',
      'nginx',
      'postgres',
      'redis',
      'renderer',
      'worker',
    ]);
  });

  test('production settings: the worker mails through the relay in .env, and every start-up check passes', () => {
    const rendered = renderedCompose(PRODUCTION_ENV);
    for (const name of ['backend', 'worker']) {
      const environment = rendered.services[name].environment;
      expect(environment?.SMTP_URL, `${name} SMTP_URL`).toBe(RELAY);
      expect(environmentProblems(environment, name === 'backend'), `${name} start-up checks`).toEqual([]);
    }
    // Mailpit only runs in the development profile, and nothing waits for it.
    expect(rendered.services.mailpit.profiles).toEqual(['dev']);
    for (const [name, service] of Object.entries(rendered.services))
      expect(Object.keys(service.depends_on ?? {}), `${name} depends on`).not.toContain('mailpit');
  });

  test('production without a relay is refused at start-up instead of mailing Mailpit', () => {
    const rendered = renderedCompose(PRODUCTION_ENV.replace(/^SMTP_URL=.*$/m, ''));
    expect(rendered.services.worker.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(environmentProblems(rendered.services.worker.environment, false)).toEqual([
      'SMTP_URL points at Mailpit, which delivers nothing: set it to your mail relay in production',
    ]);
  });

  test('a database password with / # ? + = reaches backend and worker whole, apart from the URL', () => {
    const rendered = renderedCompose(PRODUCTION_ENV);
    expect(rendered.services.postgres.environment?.POSTGRES_PASSWORD).toBe(DATABASE_PASSWORD);
    for (const name of ['backend', 'worker']) {
      const environment = rendered.services[name].environment;
      expect(environment?.DATABASE_URL, `${name} DATABASE_URL holds no password`).toBe('postgres://rebound@postgres:5432/rebound');
      expect(environment?.DATABASE_PASSWORD, `${name} DATABASE_PASSWORD`).toBe(DATABASE_PASSWORD);
      const url = new URL(loadEnvironment(environment ?? {}).DATABASE_URL);
      expect([url.username, decodeURIComponent(url.password), url.host], name).toEqual(['rebound', DATABASE_PASSWORD, 'postgres:5432']);
    }
  });

  test('nginx is published on this host only unless told otherwise, on a network whose gateway stays put', () => {
    const nginxPorts = (envText: string) => renderedCompose(envText).services.nginx.ports;
    expect(nginxPorts('')).toEqual(['127.0.0.1:8080:8080/tcp']);
    expect(nginxPorts('NGINX_PORT=8443\nNGINX_BIND_ADDRESS=10.0.0.5\n')).toEqual(['10.0.0.5:8443:8080/tcp']);
    // Nothing else is published but Mailpit's web page, on this host only, in the dev profile.
    const rendered = renderedCompose('');
    const published = Object.entries(rendered.services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(published.map(([name, service]) => [name, service.ports])).toEqual([
      ['mailpit', ['127.0.0.1:8025:8025/tcp']],
      ['nginx', ['127.0.0.1:8080:8080/tcp']],
    ]);
    // A proxy on the host reaches nginx from the network's gateway: pinned, so NGINX_TRUSTED_PROXIES can name it.
    expect(rendered.networks?.default?.ipam?.config).toEqual([{ subnet: '172.30.80.0/24', gateway: '172.30.80.1' }]);
    expect(renderedCompose('NETWORK_SUBNET=10.91.0.0/24\nNETWORK_GATEWAY=10.91.0.1\n').networks?.default?.ipam?.config).toEqual([
      { subnet: '10.91.0.0/24', gateway: '10.91.0.1' },
    ]);
  });

  test('Docker rotates every service log', () => {
    for (const [name, service] of Object.entries(renderedCompose('').services)) {
      expect(service.logging?.driver, `${name} log driver`).toBe('json-file');
      expect(service.logging?.options, `${name} log rotation`).toEqual({ 'max-size': '10m', 'max-file': '5' });
    }
  });

  test('PostgreSQL and Redis are pinned to exact releases of the majors the images ship', () => {
    expect(compose.services.postgres.image).toMatch(/^postgres:17\.\d+-alpine$/);
    expect(compose.services.redis.image).toMatch(/^redis:7\.4\.\d+-alpine$/);
  });

  test("nginx's idle time for backend connections is the one @rebound/shared gives the backend's Node", () => {
    const template = readFileSync(path.join(repoRoot, 'nginx', 'templates', 'default.conf.template'), 'utf8');
    const upstream = /upstream rebound_backend \{([\s\S]*?)\n\}/.exec(template)?.[1] ?? '';
    expect(/^\s*keepalive_timeout (\d+)s;$/m.exec(upstream)?.[1], 'keepalive_timeout in upstream rebound_backend').toBe(
      String(NGINX_BACKEND_KEEPALIVE_TIMEOUT_S),
    );
    expect(upstream).toMatch(/^\s*keepalive \d+;$/m);
  });

  test('scripts and nginx snippets keep LF line ends in every checkout (a CRLF *.envsh crash-loops nginx)', () => {
    const files = execFileSync('git', ['ls-files', '*.envsh', '*.sh', '*.mjs', '*.template', '*.conf', '*Dockerfile', '.ci/*'], {
      cwd: repoRoot,
    })
      .toString()
      .split('\n')
      .filter(Boolean);
    expect(files).toEqual(expect.arrayContaining(['nginx/real-ip.envsh', 'nginx/backend-servers.envsh', 'nginx/Dockerfile', '.ci/run']));
    const attributes = execFileSync('git', ['check-attr', 'eol', '--', ...files], { cwd: repoRoot })
      .toString()
      .split('\n')
      .filter(Boolean);
    expect(attributes.filter((line) => !line.endsWith(': eol: lf'))).toEqual([]);
    for (const file of files) expect(readFileSync(path.join(repoRoot, file), 'utf8').includes('\r\n'), `${file} has CRLF`).toBe(false);
  });

  test('the render server is a stage of the nginx image build, reading the blog from the backend', () => {
    const { nginx, renderer } = compose.services;
    // nginx writes the retention period the backend and worker apply into the privacy page as it serves
    // it: a setting of the running container, so changing it needs no new build.
    expect(renderer.build).toEqual({ context: '.', dockerfile: 'nginx/Dockerfile', target: 'renderer' });
    expect(nginx.build?.args).toBeUndefined();
    expect(nginx.environment?.LEAD_RETENTION_DAYS).toBe('${LEAD_RETENTION_DAYS:-730}');
    expect(compose.services.backend.environment?.LEAD_RETENTION_DAYS).toBe('${LEAD_RETENTION_DAYS:-730}');
    expect(nginx.build?.target, 'nginx is the last (default) stage').toBeUndefined();
    expect(renderer.environment?.RENDER_BACKEND_URL).toBe('http://backend:3000');
    expect(nginx.environment?.PUBLIC_URL).toBe('${PUBLIC_URL:-http://localhost:8080}');
    const stages = [...readFileSync(path.join(repoRoot, 'nginx', 'Dockerfile'), 'utf8').matchAll(/^FROM \S+ AS (\S+)$/gm)].map(
      (match) => match[1],
    );
    expect(stages).toEqual(['build', 'renderer', 'runtime']);
  });

  test('backend and worker are one image; the worker gets time to finish a job on stop', () => {
    const { backend, worker } = compose.services;
    expect(worker.build).toEqual(backend.build);
    expect(worker.image).toBe(backend.image);
    expect(backend.build?.dockerfile).toBe('backend/Dockerfile');
    expect(worker.command).toEqual(['node', 'worker/dist/main.js']);
    // Longer than the slowest job: an SMTP send gives up after 50 s (worker/src/mail/mail-transport.ts).
    expect(seconds(worker.stop_grace_period ?? '0s')).toBeGreaterThan(50);
    expect(backend.environment?.TRUST_PROXY).toBe('uniquelocal');
  });

  test('the metrics ports and nginx status are on the compose network only, never published', () => {
    const { backend, worker, renderer } = compose.services;
    const operatorPorts = {
      backend: backend.environment?.METRICS_PORT,
      worker: worker.environment?.WORKER_METRICS_PORT,
      renderer: renderer.environment?.RENDERER_METRICS_PORT,
      // The status server's listen in the nginx image (nginx/Dockerfile, NGINX_STATUS_LISTEN).
      nginx: /NGINX_STATUS_LISTEN=(\d+)/.exec(readFileSync(path.join(repoRoot, 'nginx', 'Dockerfile'), 'utf8'))?.[1],
    };
    expect(operatorPorts).toEqual({ backend: '9464', worker: '9465', renderer: '9466', nginx: '8081' });
    for (const [name, port] of Object.entries(operatorPorts)) {
      expect(compose.services[name].expose, `${name} exposes ${port} to the compose network`).toContain(port);
    }
    // Only nginx's site port is published; nothing else of any service.
    for (const [name, service] of Object.entries(compose.services)) {
      for (const published of service.ports ?? []) {
        for (const port of Object.values(operatorPorts))
          expect(published, `${name} publishes ${published}`).not.toMatch(new RegExp(`\\b${port}\\b`));
      }
    }
  });

  test('the optional metrics compose file (Prometheus, nginx exporter) adds to the stack and publishes on loopback only', () => {
    const metricsFile = 'docs/metrics/docker-compose.metrics.yml';
    execFileSync('docker-compose', ['-f', 'docker-compose.yml', '-f', metricsFile, 'config', '-q'], { cwd: repoRoot, stdio: 'pipe' });
    const extra = parseYaml(readFileSync(path.join(repoRoot, metricsFile), 'utf8')) as ComposeFile;
    expect(Object.keys(extra.services).sort()).toEqual(['nginx-exporter', 'prometheus']);
    for (const [name, service] of Object.entries(extra.services)) {
      expect(isPinnedImage(service.image ?? ''), `${name} image ${service.image} pinned`).toBe(true);
      for (const published of service.ports ?? []) expect(published, `${name} publishes ${published}`).toMatch(/^127\.0\.0\.1:/);
    }
    expect(extra.services['nginx-exporter'].command).toEqual(['--nginx.scrape-uri=http://nginx:8081/stub_status']);
  });

  test('the backup service dumps with the PostgreSQL release the stack runs, into a named volume, by libpq variables', () => {
    const { backup, postgres } = compose.services;
    expect(backup.build).toEqual({ context: '.', dockerfile: 'scripts/backup/Dockerfile' });
    // pg_dump refuses a server newer than itself: the backup image is built on the database's image.
    const [base] = parseDockerfile(readFileSync(path.join(repoRoot, 'scripts', 'backup', 'Dockerfile'), 'utf8'));
    expect(base.image).toBe(postgres.image);
    expect(base.instructions.map((instruction) => instruction.value)).toContain(
      'scripts/backup/rebound-backup.sh /usr/local/bin/rebound-backup',
    );
    expect(backup.environment).toMatchObject({
      PGHOST: 'postgres',
      PGUSER: postgres.environment?.POSTGRES_USER,
      PGPASSWORD: postgres.environment?.POSTGRES_PASSWORD,
      PGDATABASE: postgres.environment?.POSTGRES_DB,
    });
    expect(backup.volumes).toEqual(['backups:/backups']);
    // The worker's metrics report the last backup from the same volume, which it may only read.
    expect(compose.services.worker.volumes).toEqual(['backups:/backups:ro']);
    expect(compose.services.worker.environment?.BACKUP_DIR).toBe('/backups');
    expect(backup.healthcheck?.test).toEqual(['CMD', 'rebound-backup', 'health']);
    // The file the metric reads is the one the script writes.
    expect(
      /^LAST_SUCCESS_FILE=(\S+)$/m.exec(readFileSync(path.join(repoRoot, 'scripts', 'backup', 'rebound-backup.sh'), 'utf8'))?.[1],
    ).toBe(BACKUP_LAST_SUCCESS_FILE);
    // One default per setting: the script's own, which compose and .env.example repeat.
    const script = readFileSync(path.join(repoRoot, 'scripts', 'backup', 'rebound-backup.sh'), 'utf8');
    const example = envExampleValues();
    for (const name of ['BACKUP_KEEP', 'BACKUP_TIME', 'BACKUP_MAX_AGE_HOURS']) {
      const scriptDefault = new RegExp(`^${name}=\\$\\{${name}:-([^}]+)\\}$`, 'm').exec(script)?.[1];
      expect(scriptDefault, `the script's default for ${name}`).toBeDefined();
      expect(backup.environment?.[name], `compose ${name}`).toBe(`\${${name}:-${scriptDefault}}`);
      expect(example.get(name), `.env.example ${name}`).toBe(scriptDefault);
    }
  });

  test('PostgreSQL, Redis and the backups keep their data in named volumes', () => {
    for (const name of ['postgres', 'redis', 'backup']) {
      const volume = compose.services[name].volumes?.[0]?.split(':')[0] ?? '';
      expect(Object.keys(compose.volumes ?? {}), `${name} volume`).toContain(volume);
    }
  });

  test('.env.example lists every variable with the defaults of the environment schema', () => {
    // The environment schema is the one source of the defaults.
    const example = envExampleValues();
    for (const [name, value] of Object.entries(LOCAL_DEFAULTS)) {
      expect(example.get(name), `.env.example ${name}`).toBe(value);
      expect(compose.services.backend.environment, `compose passes ${name}`).toHaveProperty(name);
    }
    for (const name of ['ADMIN_PASSWORD', 'SESSION_SECRET', 'NGINX_PORT', 'POSTGRES_PASSWORD']) expect(example.has(name), name).toBe(true);
  });

  test('.env stays out of git and out of Docker build contexts', () => {
    expect(readFileSync(path.join(repoRoot, '.gitignore'), 'utf8').split('\n')).toContain('.env');
    const dockerIgnore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.env', '.git', '**/node_modules', '**/dist', '**/dist-server']) expect(dockerIgnore, entry).toContain(entry);
  });
});

// scripts/deploy.sh against a stand-in `docker` that keeps the containers in a JSON file and records
// each call: the script's own order of steps is under test, not Docker.
const FAKE_DOCKER = String.raw`#!/usr/bin/env node
const { readFileSync, writeFileSync } = require('node:fs');
const file = process.env.FAKE_DOCKER_STATE;
const state = JSON.parse(readFileSync(file, 'utf8'));
const args = process.argv.slice(2);
const save = () => writeFileSync(file, JSON.stringify(state));
const running = (service) => state.containers.filter((c) => c.service === service && !c.stopped);
const healthyBackendsBut = (id) => running('backend').filter((c) => c.id !== id && c.health === 'healthy').length;
if (args[0] === 'compose') {
  const rest = args.slice(1);
  state.calls.push(['compose', ...rest].join(' '));
  if (rest[0] === 'build') state.release = 'new';
  if (rest[0] === 'ps') process.stdout.write(running(rest[2]).map((c) => c.id + '\n').join(''));
  const scale = rest.find((word) => word.startsWith('backend='));
  if (rest[0] === 'up' && scale) {
    for (let n = running('backend').length; n < Number(scale.split('=')[1]); n += 1)
      state.containers.push({ id: 'backend-' + state.release + '-' + n, service: 'backend', release: state.release, health: 'starting' });
  }
} else if (args[0] === 'inspect') {
  const container = state.containers.find((c) => c.id === args[3]);
  // A new backend starts, then turns healthy (or unhealthy, when the release is broken) at the next look.
  const status = container.health;
  if (status === 'starting') container.health = state.brokenRelease ? 'unhealthy' : 'healthy';
  process.stdout.write(status + '\n');
} else if (args[0] === 'stop') {
  const id = args[args.length - 1];
  state.calls.push('stop ' + id + ' (healthy backends left: ' + healthyBackendsBut(id) + ')');
  state.containers.find((c) => c.id === id).stopped = true;
} else if (args[0] === 'rm') {
  state.calls.push('rm ' + args[1]);
  state.containers = state.containers.filter((c) => c.id !== args[1]);
} else {
  process.exit(2);
}
save();
`;

function runDeploy(brokenRelease: boolean): { status: number; calls: string[]; backends: string[]; output: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'rebound-deploy-'));
  try {
    writeFileSync(path.join(folder, 'docker'), FAKE_DOCKER, { mode: 0o755 });
    const stateFile = path.join(folder, 'state.json');
    const old = ['backend-old-1', 'backend-old-2'].map((id) => ({ id, service: 'backend', release: 'old', health: 'healthy' }));
    writeFileSync(stateFile, JSON.stringify({ release: 'old', brokenRelease, calls: [], containers: old }));
    const result = spawnSync('sh', [path.join(repoRoot, 'scripts', 'deploy.sh')], {
      cwd: repoRoot,
      env: { ...process.env, PATH: `${folder}:${process.env.PATH}`, FAKE_DOCKER_STATE: stateFile },
    });
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { calls: string[]; containers: { id: string }[] };
    return {
      status: result.status ?? -1,
      calls: state.calls,
      backends: state.containers.map((container) => container.id),
      output: `${result.stdout}${result.stderr}`,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test.describe('scripts/deploy.sh', () => {
  test('starts the new backends beside the old ones, then stops the old ones one at a time, never leaving fewer', () => {
    const { status, calls, backends, output } = runDeploy(false);
    expect(status, output).toBe(0);
    expect(calls).toEqual([
      'compose build',
      'compose ps -q backend',
      'compose up -d --no-deps --no-recreate --scale backend=4 backend',
      'compose ps -q backend',
      'stop backend-old-1 (healthy backends left: 3)',
      'rm backend-old-1',
      'stop backend-old-2 (healthy backends left: 2)',
      'rm backend-old-2',
      'compose up -d --no-deps worker renderer',
      'compose up -d --no-deps nginx',
    ]);
    expect(backends).toEqual(['backend-new-2', 'backend-new-3']);
  });

  test('a release whose backends do not turn healthy leaves the old ones serving', () => {
    const { status, calls, backends, output } = runDeploy(true);
    expect(status).toBe(1);
    expect(output).toContain('new backend backend-new-2 is unhealthy; the old backends keep serving');
    expect(calls.filter((call) => call.startsWith('stop'))).toEqual([
      'stop backend-new-2 (healthy backends left: 2)',
      'stop backend-new-3 (healthy backends left: 2)',
    ]);
    expect(backends).toEqual(['backend-old-1', 'backend-old-2']);
    expect(calls).not.toContain('compose up -d --no-deps worker renderer');
  });
});
