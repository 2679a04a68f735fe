// biome-ignore-all lint/suspicious/noTemplateCurlyInString: compose files use ${VAR} interpolation, which these tests compare against.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BACKUP_LAST_SUCCESS_FILE, LOCAL_DEFAULTS } from '@rebound/shared/node';
import { parse as parseYaml } from 'yaml';
import { dockerfileProblems, isPinnedImage, parseDockerfile } from '../support/dockerfile-rules';
import { repoRoot } from '../support/stack-info';

// No Docker engine runs here: these checks read the files the way Compose and Docker would.

interface ComposeService {
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  stop_grace_period?: string;
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
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

  test('the render server is a stage of the nginx image build, reading the blog from the backend', () => {
    const { nginx, renderer } = compose.services;
    // The frontend build (privacy page) gets the retention period the backend and worker apply.
    const retentionArgs = { LEAD_RETENTION_DAYS: '${LEAD_RETENTION_DAYS:-730}' };
    expect(renderer.build).toEqual({ context: '.', dockerfile: 'nginx/Dockerfile', target: 'renderer', args: retentionArgs });
    expect(nginx.build?.args).toEqual(retentionArgs);
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
