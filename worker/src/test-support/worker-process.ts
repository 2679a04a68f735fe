import { type ChildProcess, spawn } from 'node:child_process';
import { builtWorkerEntry, WORKER_ROOT } from './built-worker';

/** The built worker (`node dist/main.js`, as production starts it) as a child process, its JSON log lines collected. */
export class WorkerProcess {
  readonly lines: Array<Record<string, unknown>> = [];
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(environment: Record<string, string>) {
    this.child = spawn(process.execPath, [builtWorkerEntry()], {
      cwd: WORKER_ROOT,
      env: { PATH: process.env.PATH ?? '', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete.filter(Boolean)) this.lines.push(JSON.parse(line));
    });
    this.child.stderr!.on('data', (chunk: Buffer) => this.lines.push({ stderr: chunk.toString('utf8') }));
    // 'close', not 'exit': it comes once the child's output has been read to the end, its last log lines included.
    this.exited = new Promise((resolve) => this.child.once('close', (code) => resolve(code)));
  }

  logged(message: string): boolean {
    return this.lines.some((line) => line.msg === message);
  }

  signal(name: NodeJS.Signals): void {
    this.child.kill(name);
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}
