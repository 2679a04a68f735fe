import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Processes that each keep one core busy, to run a benchmark as on a host shared with other work (the
 * fault benchmark's FAULTS_BUSY_CORES). They run at normal priority, as other tenants' work would.
 */
export class BusyCores {
  private constructor(private readonly spinners: ChildProcess[]) {}

  static occupy(count: number): BusyCores {
    return new BusyCores(Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })));
  }

  get count(): number {
    return this.spinners.length;
  }

  release(): void {
    for (const spinner of this.spinners) spinner.kill('SIGKILL');
  }
}
