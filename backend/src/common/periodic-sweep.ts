import type { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

export interface PeriodicSweepSettings<Result> {
  /** How the log line names the sweep: "Lead sweep" writes "Lead sweep stopped: <error>". */
  name: string;
  intervalMs: number;
  /** What a sweep that stopped on an error resolves with. */
  emptyResult: () => Result;
}

/**
 * The scaffolding of a sweep service: it sweeps at start-up, then every `intervalMs`; a sweep asked
 * for while one is running joins it instead of starting a second (the timer and a caller may ask at
 * the same moment); a sweep never rejects (its error is logged as one line); and on module destroy
 * the timer stops and the running sweep is awaited, so the module's connections do not close under it.
 * A service extends it with its own query and what it enqueues.
 */
export abstract class PeriodicSweep<Result> implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<Result>;

  protected constructor(
    private readonly settings: PeriodicSweepSettings<Result>,
    protected readonly logger: Logger,
  ) {}

  /** One sweep with the default limits (what the timer runs); implementations wrap their work in runSweep. */
  abstract sweep(): Promise<Result>;

  onApplicationBootstrap(): void {
    void this.sweep();
    // Unref'd: a pending sweep never keeps the process alive.
    this.timer = setInterval(() => void this.sweep(), this.settings.intervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Runs `work` unless a sweep is running, and resolves with the result of the one that runs. Never rejects. */
  protected runSweep(work: () => Promise<Result>): Promise<Result> {
    this.running ??= work()
      .catch((error: Error) => {
        this.logger.warn(`${this.settings.name} stopped: ${error.message}`);
        return this.settings.emptyResult();
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
