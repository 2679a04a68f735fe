import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StackInfo } from './stack-info';

/**
 * Every log the stack writes, by file: the start script's output (backend, worker, render server,
 * and nginx's warnings and errors) and each file in nginx's own log folder (access and error log).
 */
export function readStackLogs(stack: StackInfo): Array<{ file: string; text: string }> {
  const nginxLogFolder = path.dirname(stack.nginxAccessLog);
  const files = [stack.logFile, ...readdirSync(nginxLogFolder).map((name) => path.join(nginxLogFolder, name))];
  return files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/** The lines of the stack's output that one of its processes (`[backend]`, `[worker]`, ...) wrote. */
export function processLines(stack: StackInfo, name: string): string[] {
  return readFileSync(stack.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`[${name}] `));
}
