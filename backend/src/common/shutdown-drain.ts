import { Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';

/**
 * Whether this backend is draining before it stops (SIGTERM, see graceful-stop.ts). While it drains it
 * still answers every request, but health says 503 `shutting_down` and every answer carries
 * `Connection: close`, so nginx and keep-alive clients move to another backend before the port closes.
 */
@Injectable()
export class ShutdownDrain {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  begin(): void {
    this.drainingSince ??= Date.now();
  }
}

/** Express middleware: while draining, every answer closes its connection once sent. */
export function closeConnectionsWhileDraining(drain: ShutdownDrain): RequestHandler {
  return (_request, response, next) => {
    if (drain.draining) response.setHeader('Connection', 'close');
    next();
  };
}
