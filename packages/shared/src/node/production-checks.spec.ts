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

const DEFAULT_DATABASE_PASSWORD =
  'the database password is a default one (set POSTGRES_PASSWORD, or DATABASE_PASSWORD, to a strong one) in production';
const MAILPIT = 'SMTP_URL points at Mailpit, which delivers nothing: set it to your mail relay in production';

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
      DEFAULT_DATABASE_PASSWORD,
    ],
    ["PostgreSQL's usual default password", { DATABASE_URL: 'postgres://postgres:postgres@db:5432/rebound' }, DEFAULT_DATABASE_PASSWORD],
    [
      "compose's default password given apart from the URL",
      { DATABASE_URL: 'postgres://rebound@postgres:5432/rebound', DATABASE_PASSWORD: 'rebound' },
      DEFAULT_DATABASE_PASSWORD,
    ],
    ["the dev profile's Mailpit", { SMTP_URL: 'smtp://mailpit:1025' }, MAILPIT],
    ['Mailpit under its container name', { SMTP_URL: 'smtp://rebound-mailpit-1:1025' }, MAILPIT],
    ['Mailpit under a longer host name', { SMTP_URL: 'smtps://user:pw@Mailpit.internal:465' }, MAILPIT],
  ])('refuses %s', (_label, overrides, problem) => {
    expect(problemsOf(overrides)).toEqual([problem]);
  });

  it('takes a relay whose name only contains the word Mailpit inside another one', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mailpitstop.example:587' })).toEqual([]);
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

describe('the database password', () => {
  // What `openssl rand -base64 24` gives, and the characters that end a URL's user part.
  const password = 'x/Y+z=#a?b@c:d%e f';

  it('is written into DATABASE_URL percent-encoded, so the URL still reads back the same password', () => {
    const environment = loadEnvironment({ DATABASE_URL: 'postgres://rebound@postgres:5432/rebound', DATABASE_PASSWORD: password });
    const url = new URL(environment.DATABASE_URL);
    expect([url.username, decodeURIComponent(url.password), url.host, url.pathname]).toEqual([
      'rebound',
      password,
      'postgres:5432',
      '/rebound',
    ]);
  });

  it('replaces a password the URL already holds, and leaves the URL alone when it is empty', () => {
    const url = 'postgres://rebound:old@db:5432/rebound';
    expect(decodeURIComponent(new URL(loadEnvironment({ DATABASE_URL: url, DATABASE_PASSWORD: 'new' }).DATABASE_URL).password)).toBe('new');
    expect(loadEnvironment({ DATABASE_URL: url, DATABASE_PASSWORD: '' }).DATABASE_URL).toBe(url);
  });

  it('pasted raw into DATABASE_URL is refused at start-up with the way out, not retried as "Invalid URL" forever', () => {
    expect(() => loadEnvironment({ DATABASE_URL: `postgres://rebound:${password}@postgres:5432/rebound` })).toThrow(
      'DATABASE_URL is not a valid URL: percent-encode its password, or leave the password out and set DATABASE_PASSWORD',
    );
  });
});
