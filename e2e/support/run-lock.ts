import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One e2e run at a time per checkout: every run recreates the same database and Redis db, so a second
 * run started meanwhile (another terminal, another developer) waits instead of wiping the first one's
 * data. A lock left by a run that died is taken over. Returns the release function.
 */
export async function acquireRunLock(lockDir: string, timeoutMs: number): Promise<() => void> {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const started = Date.now();
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockDir);
    if (holder !== undefined && !isRunning(holder)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - started > timeoutMs) throw new Error(`Another e2e run (pid ${holder ?? 'unknown'}) still holds ${lockDir}`);
    if (!announced) console.log(`Waiting for the e2e run of pid ${holder ?? 'unknown'} to finish (${lockDir})`);
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
