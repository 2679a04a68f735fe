import { EnvironmentError, loadEnvironment } from './environment';
import { isCommonPassword } from './production-checks';

const SOUND_PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'punching bags for every youth centre',
  SESSION_SECRET: 's'.repeat(48),
  PUBLIC_URL: 'https://rebound.example',
  SMTP_URL: 'smtp://mailer:pw@mail.rebound.example:587',
  DATABASE_URL: 'postgres://rebound:Xk2-long-db-password@db:5432/rebound',
};

function problemsOf(overrides: Record<string, string>, requireSecrets = true): string[] {
  try {
    loadEnvironment({ ...SOUND_PRODUCTION, ...overrides }, { requireSecrets });
    return [];
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    return error.message.split('\n  - ').slice(1);
  }
}

describe('production refuses weak settings, naming each', () => {
  it('starts with sound settings', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it.each([
    ['a one-letter admin password', { ADMIN_PASSWORD: 'a' }, 'ADMIN_PASSWORD must be at least 12 characters in production'],
    ['an 11-character admin password', { ADMIN_PASSWORD: 'tyrebag2500' }, 'ADMIN_PASSWORD must be at least 12 characters in production'],
    [
      'a common admin password',
      { ADMIN_PASSWORD: 'qwerty123456' },
      'ADMIN_PASSWORD is on the list of common passwords; choose another in production',
    ],
    [
      'a common admin password in capitals',
      { ADMIN_PASSWORD: '1QAZ2WSX3EDC' },
      'ADMIN_PASSWORD is on the list of common passwords; choose another in production',
    ],
    [
      'an http PUBLIC_URL',
      { PUBLIC_URL: 'http://rebound.example' },
      'PUBLIC_URL must be an https:// origin in production (the admin cookie is Secure only then)',
    ],
    [
      'an empty SMTP_URL',
      { SMTP_URL: '' },
      'SMTP_URL is required in production (without it lead data would be written to the log instead of mailed)',
    ],
    [
      "compose's default database password",
      { DATABASE_URL: 'postgres://rebound:rebound@postgres:5432/rebound' },
      'DATABASE_URL uses a default database password (set POSTGRES_PASSWORD, and DATABASE_URL with it, to a strong one) in production',
    ],
    [
      "PostgreSQL's usual default password",
      { DATABASE_URL: 'postgres://postgres:postgres@db:5432/rebound' },
      'DATABASE_URL uses a default database password (set POSTGRES_PASSWORD, and DATABASE_URL with it, to a strong one) in production',
    ],
  ])('refuses %s', (_label, overrides, problem) => {
    expect(problemsOf(overrides)).toEqual([problem]);
  });

  it('names every problem at once', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'short', PUBLIC_URL: 'http://x.example', SMTP_URL: '' })).toHaveLength(3);
  });

  it('leaves the admin password to the backend: the worker does not use it', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'a' }, false)).toEqual([]);
    expect(problemsOf({ SMTP_URL: '' }, false)).toHaveLength(1);
  });

  it('keeps development working with no settings at all', () => {
    expect(() => loadEnvironment({}, { requireSecrets: true })).not.toThrow();
    expect(() => loadEnvironment({ NODE_ENV: 'development', ADMIN_PASSWORD: 'a' }, { requireSecrets: true })).not.toThrow();
  });
});

describe('isCommonPassword', () => {
  it('knows the passwords seen most in breaches, not a long passphrase', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Letmein')).toBe(true);
    expect(isCommonPassword('punching bags for every youth centre')).toBe(false);
  });
});

describe('development refuses a PUBLIC_URL that others can reach', () => {
  const developmentProblemsOf = (PUBLIC_URL: string) => {
    try {
      loadEnvironment({ NODE_ENV: 'development', PUBLIC_URL });
      return [];
    } catch (error) {
      if (!(error instanceof EnvironmentError)) throw error;
      return error.problems;
    }
  };

  it('starts for a local try (compose and npm start defaults, a phone on the home network)', () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:41234', 'http://192.168.1.20:8080'])
      expect(developmentProblemsOf(origin)).toEqual([]);
  });

  it('refuses a public name, naming PUBLIC_URL and NODE_ENV', () => {
    expect(developmentProblemsOf('https://rebound.example')).toEqual([
      'PUBLIC_URL https://rebound.example is not a local address, but NODE_ENV=development switches the production checks off: set NODE_ENV=production (and what it asks for) to serve the site there',
    ]);
  });

  it('leaves the test environment alone (its specs try https origins)', () => {
    expect(() => loadEnvironment({ NODE_ENV: 'test', PUBLIC_URL: 'https://rebound.example' })).not.toThrow();
  });
});
