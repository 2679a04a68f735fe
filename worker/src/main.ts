import { EnvironmentError, loadEnvironment } from '@rebound/shared/node';
import { createLogger } from './logger';
import { WorkerRuntime } from './worker-runtime';

const logger = createLogger();

async function main(): Promise<void> {
  const environment = loadEnvironment();
  const runtime = new WorkerRuntime(environment, logger);

  let stopRequested = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested) {
      logger.warn({ signal }, 'second stop signal: exiting without waiting for running jobs');
      process.exit(1);
    }
    stopRequested = true;
    logger.info({ signal }, 'stopping: letting running jobs finish');
    runtime.stop().then(
      () => {
        logger.info('worker stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'worker did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  await runtime.start();
}

main().catch((error: unknown) => {
  if (error instanceof EnvironmentError) logger.fatal({ problems: error.problems }, 'invalid environment, not starting');
  else logger.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
});
