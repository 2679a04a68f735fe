import { HttpStatus, Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { apiErrorBody } from './api-error-body';

/**
 * Requests that nginx passes to another backend when this one answers 503 (`location = /api/interest`:
 * `proxy_next_upstream ... http_503 non_idempotent`, safe because of the Idempotency-Key). Only these
 * are handed over: any other request is still served until the port closes.
 */
export const HANDED_OVER_REQUESTS: ReadonlyArray<{ method: string; path: string }> = [{ method: 'POST', path: '/api/interest' }];

/** Seconds a client that got the hand-over's 503 is asked to wait (nginx does not wait; a browser may). */
export const HAND_OVER_RETRY_AFTER_SECONDS = 1;

/**
 * Where this backend is in a graceful stop (SIGTERM, see graceful-stop.ts):
 * - `serving`: not stopping;
 * - `draining`: still answers every request, but health says 503 `shutting_down` and every answer
 *   carries `Connection: close`, so nginx and keep-alive clients move to another backend;
 * - `handing-over`: the last moments before the port closes. Registrations still arriving (mostly
 *   ones that waited in this backend's queue while it was busy) are answered 503 at once, without
 *   storing anything, so nginx passes them to another backend now instead of having them reset when
 *   the port closes.
 */
@Injectable()
export class ShutdownDrain {
  private phase: 'serving' | 'draining' | 'handing-over' = 'serving';

  get draining(): boolean {
    return this.phase !== 'serving';
  }

  get handingOver(): boolean {
    return this.phase === 'handing-over';
  }

  begin(): void {
    if (this.phase === 'serving') this.phase = 'draining';
  }

  handOver(): void {
    this.phase = 'handing-over';
  }
}

/**
 * Express middleware for the stop: while draining every answer closes its connection once sent; while
 * handing over, the requests nginx passes on get 503 with Retry-After before anything reads their body.
 */
export function closeConnectionsWhileDraining(drain: ShutdownDrain): RequestHandler {
  return (request, response, next) => {
    if (!drain.draining) {
      next();
      return;
    }
    response.setHeader('Connection', 'close');
    if (drain.handingOver && HANDED_OVER_REQUESTS.some(({ method, path }) => request.method === method && request.path === path)) {
      response.setHeader('Retry-After', String(HAND_OVER_RETRY_AFTER_SECONDS));
      response
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .json(apiErrorBody(HttpStatus.SERVICE_UNAVAILABLE, 'This backend is stopping: send the registration again'));
      return;
    }
    next();
  };
}
