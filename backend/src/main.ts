import 'reflect-metadata';
import { pino } from 'pino';
import { createApp } from './app.factory';
import { type StartupLogger, waitForPostgres } from './database/postgres-bootstrap';
import { type Environment, EnvironmentError, loadEnvironment } from './shared/environment';

// Same JSON lines as the app's logger, for the moments before Nest exists.
const startupPino = pino().child({ context: 'Startup' });
const startupLogger: StartupLogger = {
  log: (message: unknown) => startupPino.info(String(message)),
  warn: (message: unknown) => startupPino.warn(String(message)),
};

function readEnvironment(): Environment {
  try {
    return loadEnvironment(process.env, { requireSecrets: true });
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function bootstrap(): Promise<void> {
  const environment = readEnvironment();
  await waitForPostgres(environment.DATABASE_URL, startupLogger);
  const app = await createApp(environment);
  // SIGTERM: stop accepting, let requests in flight finish, then close the queue, Redis and PostgreSQL.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen(environment.PORT);
  startupLogger.log(`Backend listening on port ${environment.PORT}`);
}

bootstrap().catch((error: unknown) => {
  startupPino.fatal({ err: error }, 'Backend failed to start');
  process.exit(1);
});
