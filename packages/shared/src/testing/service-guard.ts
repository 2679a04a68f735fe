import childProcess from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// The two lanes of backend and worker specs: a spec that uses PostgreSQL or Redis (or starts a
// redis-server or nginx of its own) is named *.int.spec.ts; every other spec runs without services
// (`npm run test:fast`). This file, run before each spec file, holds the line: outside
// *.int.spec.ts, reaching a service throws at once, naming the rule, instead of waiting for a
// service the fast lane does not have.

const SERVICE_PORTS = new Map([
  [5432, 'PostgreSQL'],
  [6379, 'Redis'],
]);
const SERVICE_PROGRAMS = new Set(['redis-server', 'nginx', 'postgres', 'chromium']);
const SERVICE_LANE = /\.int\.spec\.ts$/;

/** The port a Socket#connect call is for: (port, host), (options), an IPC path, or net.connect's normalized [options, callback]. */
function portOf(args: unknown[]): number | undefined {
  const [first] = args;
  if (Array.isArray(first)) return portOf(first);
  const candidate = typeof first === 'object' && first !== null ? (first as { port?: unknown }).port : first;
  const port = Number(candidate);
  return Number.isInteger(port) ? port : undefined;
}

/** Throws if `spec` (a path) is outside the service lane; the message tells what to do. */
export function refuseService(spec: string, service: string): void {
  if (SERVICE_LANE.test(spec)) return;
  throw new Error(
    `${path.basename(spec)} reaches ${service}, but only *.int.spec.ts files may use services; ` +
      'rename it (git mv) so that `npm run test:fast`, which runs without services, leaves it out.',
  );
}

/**
 * Patches sockets and child processes for the current spec file. Returns the first refusal (a client
 * such as ioredis may swallow the error and retry) and the undo.
 */
export function guardServices(spec: string): { refusal: () => Error | undefined; undo: () => void } {
  const { connect } = net.Socket.prototype;
  const { spawn } = childProcess;
  let refusal: Error | undefined;
  const refuse = (service: string) => {
    try {
      refuseService(spec, service);
    } catch (error) {
      refusal ??= error as Error;
      throw error;
    }
  };
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const service = SERVICE_PORTS.get(portOf(args) ?? -1);
    if (service) refuse(`${service} (port ${portOf(args)})`);
    return (connect as (...connectArgs: unknown[]) => net.Socket).apply(this, args);
  } as typeof connect;
  childProcess.spawn = function guardedSpawn(this: unknown, command: string, ...rest: unknown[]) {
    if (SERVICE_PROGRAMS.has(path.basename(String(command)))) refuse(`a ${path.basename(String(command))} process`);
    return (spawn as (...spawnArgs: unknown[]) => childProcess.ChildProcess).apply(this, [command, ...rest]);
  } as typeof spawn;
  return {
    refusal: () => refusal,
    undo: () => {
      net.Socket.prototype.connect = connect;
      childProcess.spawn = spawn;
    },
  };
}

// Run as a Jest setup file (setupFilesAfterEnv): guard this spec file, fail it if it reached a service
// even where a client swallowed the error, and undo the guard after it (spec files share Node's modules).
if (typeof expect !== 'undefined' && typeof afterAll !== 'undefined') {
  const spec = expect.getState().testPath ?? '';
  if (!SERVICE_LANE.test(spec)) {
    const guard = guardServices(spec);
    afterAll(() => {
      guard.undo();
      const refusal = guard.refusal();
      if (refusal) throw refusal;
    });
  }
}
