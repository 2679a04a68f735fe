import type { Environment } from '@rebound/shared/node';
import type { Params } from 'nestjs-pino';

/**
 * A request's path without its query: the query can hold personal data and live tokens (a staff
 * search `q`, a `cursor`, a one-click unsubscribe `token`), which have no place in a log.
 */
export function pathWithoutQuery(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * Structured JSON logs, one line per request, without headers, bodies or query strings (and
 * cookies/credentials redacted should anything log headers). Health probes are not logged line by line.
 */
export function loggerParams(environment: Pick<Environment, 'NODE_ENV'>): Params {
  return {
    pinoHttp: {
      level: environment.NODE_ENV === 'test' ? 'silent' : 'info',
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      // Method, path, client address and status are enough to follow a request; headers, bodies and the query stay out.
      serializers: {
        req: (request: { id: unknown; method: string; url: string; raw: { ip?: string } }) => ({
          id: request.id,
          method: request.method,
          path: pathWithoutQuery(request.url),
          ip: request.raw.ip,
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
      autoLogging: { ignore: (request) => pathWithoutQuery(request.url ?? '') === '/api/health' },
      customLogLevel: (_request, response, error) => {
        if (error || response.statusCode >= 500) return 'error';
        if (response.statusCode >= 400) return 'warn';
        return 'info';
      },
    },
  };
}
