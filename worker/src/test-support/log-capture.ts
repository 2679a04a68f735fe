import type { DestinationStream } from 'pino';
import { createLogger, type Logger } from '../logger';

export interface LogCapture {
  logger: Logger;
  /** Every line written so far, parsed. */
  lines: Array<Record<string, unknown>>;
}

/** The worker's real logger, writing into memory so a test can read the JSON lines. */
export function captureLogs(): LogCapture {
  const lines: Array<Record<string, unknown>> = [];
  const destination: DestinationStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  return { logger: createLogger(destination), lines };
}
