import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/** A throw-away redis-server on its own port, which a test may stop and start to simulate an outage. */
export class PrivateRedis {
  private process?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<PrivateRedis> {
    const redis = new PrivateRedis(port ?? (await freePort()));
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
  }

  /** How many clients other than the asking one are connected right now (a test counts a process's connections with it). */
  async otherClientCount(): Promise<number> {
    const probe = new Redis(this.port, '127.0.0.1', { maxRetriesPerRequest: 1 });
    try {
      const clients = (await probe.client('LIST')) as string;
      return clients.trim().split('\n').length - 1;
    } finally {
      probe.disconnect();
    }
  }

  /** SIGTERM by default; SIGKILL for a crash (nothing is kept on disk either way). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}
