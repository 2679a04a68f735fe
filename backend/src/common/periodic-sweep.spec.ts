import { Logger } from '@nestjs/common';
import { PeriodicSweep } from './periodic-sweep';

interface Deferred {
  promise: Promise<number>;
  resolve: (value: number) => void;
  reject: (error: Error) => void;
}

function deferred(): Deferred {
  let resolve!: (value: number) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<number>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A sweep whose every run is a promise the test settles by hand. */
class ManualSweep extends PeriodicSweep<number> {
  readonly runs: Deferred[] = [];

  constructor(logger: Logger) {
    super({ name: 'Test sweep', intervalMs: 30_000, emptyResult: () => -1 }, logger);
  }

  sweep(): Promise<number> {
    return this.runSweep(() => {
      const run = deferred();
      this.runs.push(run);
      return run.promise;
    });
  }
}

describe('PeriodicSweep', () => {
  let logger: Logger;
  let warn: jest.SpyInstance;
  let sweep: ManualSweep;

  beforeEach(() => {
    jest.useFakeTimers();
    logger = new Logger('PeriodicSweepSpec');
    warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    sweep = new ManualSweep(logger);
  });

  afterEach(async () => {
    for (const run of sweep.runs) run.resolve(0);
    await sweep.onModuleDestroy();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('sweeps at start-up, then once every interval, on a timer that does not keep the process alive', async () => {
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    sweep.onApplicationBootstrap();
    expect(sweep.runs).toHaveLength(1);
    sweep.runs[0].resolve(1);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(sweep.runs).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sweep.runs).toHaveLength(2);
    sweep.runs[1].resolve(2);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(sweep.runs).toHaveLength(3);
    expect((setIntervalSpy.mock.results[0].value as NodeJS.Timeout).hasRef()).toBe(false);
  });

  it('lets a call while a sweep is running join it instead of starting a second', async () => {
    const first = sweep.sweep();
    const joined = sweep.sweep();
    expect(sweep.runs).toHaveLength(1);
    sweep.runs[0].resolve(7);
    expect(await first).toBe(7);
    expect(await joined).toBe(7);
    // Once it is done, the next call sweeps again.
    const next = sweep.sweep();
    expect(sweep.runs).toHaveLength(2);
    sweep.runs[1].resolve(8);
    expect(await next).toBe(8);
  });

  it('never rejects: a failed sweep logs one line and resolves with the empty result', async () => {
    const failing = sweep.sweep();
    sweep.runs[0].reject(new Error('connection refused'));
    expect(await failing).toBe(-1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Test sweep stopped: connection refused');
  });

  it('on module destroy stops the timer and waits for the running sweep', async () => {
    sweep.onApplicationBootstrap();
    let destroyed = false;
    const destroying = sweep.onModuleDestroy().then(() => {
      destroyed = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(destroyed).toBe(false);
    sweep.runs[0].resolve(1);
    await destroying;
    expect(destroyed).toBe(true);
    await jest.advanceTimersByTimeAsync(5 * 30_000);
    expect(sweep.runs).toHaveLength(1);
  });
});
