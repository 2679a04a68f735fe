import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

/** One line when a graceful shutdown starts; Nest itself shuts down silently. */
@Injectable()
export class ShutdownLogger implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');

  beforeApplicationShutdown(signal?: string): void {
    this.logger.log(
      `Shutting down${signal ? ` on ${signal}` : ''}: no new connections, finishing requests in flight, then closing queue, Redis and PostgreSQL`,
    );
  }
}
