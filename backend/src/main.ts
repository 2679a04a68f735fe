import 'reflect-metadata';
import { startMetricsServer } from '@rebound/shared/metrics';
import { pino } from 'pino';
import { createApp } from './app.factory';
import { stopGracefullyOnSignals } from './common/graceful-stop';
import { loadEnvironmentOrExit } from './config/startup-environment';
import { type StartupLogger, waitForPostgres } from './database/postgres-bootstrap';
import { BackendMetricsService } from './metrics/backend-metrics.service';

// Same JSON lines as the app's logger, for the moments before Nest exists.
const startupPino = pino().child({ context: 'Startup' });
const startupLogger: StartupLogger = {
  log: (message: unknown) => startupPino.info(String(message)),
  warn: (message: unknown) => startupPino.warn(String(message)),
};

async function bootstrap(): Promise<void> {
  const environment = loadEnvironmentOrExit();
  await waitForPostgres(environment.DATABASE_URL, startupLogger);
  const app = await createApp(environment);
  // SIGTERM: drain for SHUTDOWN_DRAIN_MS, stop accepting, let requests in flight finish, then close the queue, Redis and PostgreSQL.
  stopGracefullyOnSignals(app, environment.SHUTDOWN_DRAIN_MS);
  await app.listen(environment.PORT, environment.BIND_ADDRESS);
  startupLogger.log(`Backend listening on ${environment.BIND_ADDRESS}:${environment.PORT}`);
  if (environment.METRICS_PORT !== 0) {
    await startMetricsServer(app.get(BackendMetricsService).registry, environment.METRICS_PORT, environment.BIND_ADDRESS);
    startupLogger.log(`Metrics on ${environment.BIND_ADDRESS}:${environment.METRICS_PORT}/metrics`);
  }
}

bootstrap().catch((error: unknown) => {
  startupPino.fatal({ err: error }, 'Backend failed to start');
  process.exit(1);
});
