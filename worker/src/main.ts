import { startMetricsServer } from '@rebound/shared/metrics';
import { EnvironmentError, loadEnvironment } from '@rebound/shared/node';
import { createLogger } from './logger';
import { createWorkerContext } from './worker-context';
import { WorkerMetricsService } from './worker-metrics.service';

const STOP_SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
let stopRequested = false;
// Nest exits with process.exit(0) once its shutdown hooks are done. Registered before the logger is
// made, so this line is written before pino's own exit handler flushes its buffer.
process.once('exit', (code) => {
  if (stopRequested && code === 0) logger.info('worker stopped');
});
const logger = createLogger();

async function main(): Promise<void> {
  const environment = loadEnvironment();
  const worker = await createWorkerContext(environment, logger);

  // Nest runs the shutdown hooks on the first signal and exits 0 (1 if a hook throws); these lines say so in the log.
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (stopRequested) {
        logger.warn({ signal }, 'second stop signal: exiting without waiting for running jobs');
        process.exit(1);
      }
      stopRequested = true;
      logger.info({ signal }, 'stopping: letting running jobs finish');
    });
  }
  worker.app.enableShutdownHooks(STOP_SIGNALS, { useProcessExit: true });

  if (environment.WORKER_METRICS_PORT !== 0) {
    await startMetricsServer(worker.app.get(WorkerMetricsService).registry, environment.WORKER_METRICS_PORT, environment.BIND_ADDRESS);
    logger.info({ address: environment.BIND_ADDRESS, port: environment.WORKER_METRICS_PORT }, 'metrics endpoint listening on /metrics');
  }
  await worker.start();
}

main().catch((error: unknown) => {
  if (error instanceof EnvironmentError) logger.fatal({ problems: error.problems }, 'invalid environment, not starting');
  else logger.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
});
