import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout (or on `destination`, which tests use to read what was logged).
 * Error objects go under `err` so pino serialises their message and stack.
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    base: { service: 'worker' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}
