import { plainToInstance } from 'class-transformer';
import { IsIn, IsInt, IsIP, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { type LanguageCode, SUPPORTED_LANGUAGES } from '../languages';
import { DEFAULT_LEAD_RETENTION_DAYS, MAX_LEAD_RETENTION_DAYS, MIN_LEAD_RETENTION_DAYS } from '../lead-retention';
import { databaseUrlWithPassword } from './database-url';
import { developmentProblems, productionProblems } from './production-checks';

/** Defaults for local runs; .env.example lists the same values (a deploy-files test holds them together). */
export const LOCAL_DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rebound',
  DATABASE_PASSWORD: '',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: '',
  MAIL_FROM: 'Rebound <no-reply@localhost>',
  LEAD_NOTIFY_TO: 'staff@localhost',
  PUBLIC_URL: 'http://localhost:8080',
  PORT: '3000',
  NODE_ENV: 'development',
  TRUST_PROXY: 'loopback',
  LEAD_NOTIFY_LOCALE: 'en',
  WORKER_HEALTH_PORT: '3001',
  BIND_ADDRESS: '127.0.0.1',
  WORKER_CONCURRENCY: '4',
  LEAD_RETENTION_DAYS: String(DEFAULT_LEAD_RETENTION_DAYS),
  SHUTDOWN_DRAIN_MS: '3000',
  NEWSLETTER_SEND_RATE: '10',
  METRICS_PORT: '0',
  WORKER_METRICS_PORT: '0',
} as const;

/** Secrets that production refuses to run without (or with a placeholder value). */
const PRODUCTION_SECRETS = ['ADMIN_PASSWORD', 'SESSION_SECRET'] as const;
const PLACEHOLDER_SECRETS = new Set(['', 'change-me', 'changeme', 'secret', 'password', 'admin']);

/** Every setting the backend and the worker read, validated once at boot by both alike. */
export class Environment {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV!: 'development' | 'test' | 'production';

  /** With DATABASE_PASSWORD set, loadEnvironment has already written it in (percent-encoded). */
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// connection string' })
  DATABASE_URL!: string;

  /** The database password apart from DATABASE_URL, as given (any characters); empty: the URL's own, if any. */
  @IsString()
  DATABASE_PASSWORD!: string;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// connection string' })
  REDIS_URL!: string;

  @Matches(/^(smtps?:\/\/.+)?$/, { message: 'SMTP_URL must be empty or an smtp:// / smtps:// address' })
  SMTP_URL!: string;

  @IsString()
  @MinLength(3)
  MAIL_FROM!: string;

  @Matches(/^\s*[^\s,@]+@[^\s,@]+(\s*,\s*[^\s,@]+@[^\s,@]+)*\s*$/, {
    message: 'LEAD_NOTIFY_TO must be one or more comma-separated e-mail addresses',
  })
  LEAD_NOTIFY_TO!: string;

  @Matches(/^https?:\/\/[^/\s]+$/, { message: 'PUBLIC_URL must be an origin such as https://rebound.example (no path)' })
  PUBLIC_URL!: string;

  /** The owner's address: with ADMIN_PASSWORD it creates the first staff account when there is none. */
  @IsOptional()
  @Matches(/^([^\s,@]+@[^\s,@]+)?$/, { message: 'ADMIN_EMAIL must be one e-mail address' })
  ADMIN_EMAIL?: string;

  /** The owner's first password (see ADMIN_EMAIL); ignored once a staff account exists. */
  @IsOptional()
  @IsString()
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsString()
  SESSION_SECRET?: string;

  @IsInt()
  @Min(1)
  @Max(65535)
  PORT!: number;

  /**
   * Which peers may set X-Forwarded-For (Express "trust proxy" syntax): only nginx. `loopback` when
   * nginx runs on the same host; compose sets the private network ranges, where only nginx can reach the backend.
   */
  @Matches(/^[a-z0-9.:/,\s]+$/i, { message: 'TRUST_PROXY must be a list such as "loopback" or "loopback, uniquelocal"' })
  TRUST_PROXY!: string;

  /** Language of the staff notification mail. */
  @IsIn(SUPPORTED_LANGUAGES, { message: `LEAD_NOTIFY_LOCALE must be one of ${SUPPORTED_LANGUAGES.join(', ')}` })
  LEAD_NOTIFY_LOCALE!: LanguageCode;

  /** Address the backend's HTTP port and the worker's health port listen on: loopback unless a container needs every interface. */
  @IsIP(undefined, { message: 'BIND_ADDRESS must be an IP address such as 127.0.0.1 or 0.0.0.0' })
  BIND_ADDRESS!: string;

  /** Port of the worker's HTTP health endpoint (GET /health). */
  @IsInt({ message: 'WORKER_HEALTH_PORT must be a whole number' })
  @Min(1)
  @Max(65535)
  WORKER_HEALTH_PORT!: number;

  /**
   * Port of the backend's Prometheus metrics (GET /metrics, on BIND_ADDRESS); 0 = no metrics. Never
   * one nginx proxies: compose exposes it on the internal network only.
   */
  @IsInt({ message: 'METRICS_PORT must be a whole number (0 turns the metrics off)' })
  @Min(0)
  @Max(65535)
  METRICS_PORT!: number;

  /** Port of the worker's Prometheus metrics (GET /metrics, on BIND_ADDRESS); 0 = no metrics. */
  @IsInt({ message: 'WORKER_METRICS_PORT must be a whole number (0 turns the metrics off)' })
  @Min(0)
  @Max(65535)
  WORKER_METRICS_PORT!: number;

  /**
   * The backup folder (compose: the volume `backups`, mounted read-only in the worker), whose
   * last-success file the worker's metrics report as rebound_backup_last_success_timestamp_seconds;
   * empty = this worker reports no backup metric.
   */
  @IsOptional()
  @IsString()
  BACKUP_DIR?: string;

  /** Newsletter post mails per second, across all workers together (shared through Redis). */
  @IsInt({ message: 'NEWSLETTER_SEND_RATE must be a whole number of mails per second' })
  @Min(1, { message: 'NEWSLETTER_SEND_RATE must be at least 1' })
  @Max(1000, { message: 'NEWSLETTER_SEND_RATE must be at most 1000' })
  NEWSLETTER_SEND_RATE!: number;

  /** How many lead notification jobs one worker process handles at the same time. */
  @IsInt({ message: 'WORKER_CONCURRENCY must be a whole number' })
  @Min(1)
  @Max(50)
  WORKER_CONCURRENCY!: number;

  /** Leads older than this many days are deleted by the worker once a day (privacy page states it). */
  @IsInt({ message: `LEAD_RETENTION_DAYS must be a whole number of days (${MIN_LEAD_RETENTION_DAYS} to ${MAX_LEAD_RETENTION_DAYS})` })
  @Min(MIN_LEAD_RETENTION_DAYS, { message: `LEAD_RETENTION_DAYS must be at least ${MIN_LEAD_RETENTION_DAYS}` })
  @Max(MAX_LEAD_RETENTION_DAYS, { message: `LEAD_RETENTION_DAYS must be at most ${MAX_LEAD_RETENTION_DAYS}` })
  LEAD_RETENTION_DAYS!: number;

  /** How long a backend keeps serving after SIGTERM while health says 503, so proxies move away before its port closes. */
  @IsInt({ message: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds' })
  @Min(0, { message: 'SHUTDOWN_DRAIN_MS must be between 0 and 30000' })
  @Max(30_000, { message: 'SHUTDOWN_DRAIN_MS must be between 0 and 30000' })
  SHUTDOWN_DRAIN_MS!: number;
}

/** A number only when the text is one written plainly ('730', not '', ' ', '7e2' or '0x2da'), so blanks are refused, not read as 0. */
function wholeNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
}

/**
 * DATABASE_URL with DATABASE_PASSWORD written in, or the reason it cannot be read as a URL (a raw
 * password with `/`, `#` or `?` in it, mostly). A value that is no postgres:// address at all is left
 * to the format check.
 */
function withDatabasePassword(merged: Record<string, unknown>): string | undefined {
  const { DATABASE_URL: url, DATABASE_PASSWORD: password } = merged;
  if (typeof url !== 'string' || !/^postgres(ql)?:\/\//.test(url)) return undefined;
  if (!URL.canParse(url)) {
    return 'DATABASE_URL is not a valid URL: percent-encode its password, or leave the password out and set DATABASE_PASSWORD';
  }
  if (typeof password === 'string') merged.DATABASE_URL = databaseUrlWithPassword(url, password);
  return undefined;
}

export class EnvironmentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvironmentError';
  }
}

/**
 * Reads and validates the environment. Throws an EnvironmentError naming every bad variable,
 * so a misconfigured container stops at start-up instead of failing on the first request.
 * `requireSecrets` is set by processes that use ADMIN_PASSWORD / SESSION_SECRET (the backend).
 */
export function loadEnvironment(source: NodeJS.ProcessEnv = process.env, options: { requireSecrets?: boolean } = {}): Environment {
  const merged: Record<string, unknown> = { ...LOCAL_DEFAULTS };
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined) merged[key] = value;
  }
  for (const name of [
    'PORT',
    'WORKER_HEALTH_PORT',
    'WORKER_CONCURRENCY',
    'LEAD_RETENTION_DAYS',
    'SHUTDOWN_DRAIN_MS',
    'NEWSLETTER_SEND_RATE',
    'METRICS_PORT',
    'WORKER_METRICS_PORT',
  ] as const)
    merged[name] = wholeNumber(merged[name]);
  const urlProblem = withDatabasePassword(merged);
  const environment = plainToInstance(Environment, merged, { excludeExtraneousValues: false });
  const problems = validateSync(environment, { skipMissingProperties: false }).flatMap((error) => Object.values(error.constraints ?? {}));
  if (urlProblem !== undefined) problems.push(urlProblem);
  if (options.requireSecrets && environment.NODE_ENV === 'production') {
    for (const name of PRODUCTION_SECRETS) {
      const value = environment[name]?.trim() ?? '';
      if (PLACEHOLDER_SECRETS.has(value.toLowerCase())) problems.push(`${name} is required in production (missing or a placeholder value)`);
      else if (name === 'SESSION_SECRET' && value.length < 32) problems.push('SESSION_SECRET must be at least 32 characters in production');
    }
  }
  if (environment.NODE_ENV === 'production') {
    problems.push(...productionProblems(environment, { checkAdminPassword: options.requireSecrets === true }));
  }
  if (environment.NODE_ENV === 'development') problems.push(...developmentProblems(environment));
  if (problems.length > 0) throw new EnvironmentError(problems);
  return environment;
}

/** LEAD_NOTIFY_TO split into its addresses. */
export function leadNotifyRecipients(environment: Pick<Environment, 'LEAD_NOTIFY_TO'>): string[] {
  return environment.LEAD_NOTIFY_TO.split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
