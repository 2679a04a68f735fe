import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { eventually } from './eventually';

/** A throw-away redis-server on `port` (no persistence), for tests that need Redis to appear or vanish. */
export class PrivateRedis {
  private constructor(
    private readonly process: ChildProcess,
    readonly port: number,
  ) {}

  /** How many clients other than the asking one are connected right now. */
  async otherClientCount(): Promise<number> {
    const probe = new Redis(this.port, '127.0.0.1', { maxRetriesPerRequest: 1 });
    try {
      const clients = (await probe.client('LIST')) as string;
      return clients.trim().split('\n').length - 1;
    } finally {
      probe.disconnect();
    }
  }

  static async start(port: number): Promise<PrivateRedis> {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const redis = new PrivateRedis(child, port);
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await eventually(
        async () => {
          if (probe.status !== 'ready') await probe.connect().catch(() => undefined);
          return (await probe.ping()) === 'PONG';
        },
        10_000,
        `redis-server on port ${port}`,
      );
    } finally {
      probe.disconnect();
    }
    return redis;
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill('SIGTERM');
    await exited;
  }
}
