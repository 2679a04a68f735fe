import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Files that are not read as text: lock files (machine-written) and binary formats. */
const SKIPPED = [/(^|\/)package-lock\.json$/, /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|pdf)$/i];

/**
 * The repository's files as git sees them: tracked ones plus new ones not ignored yet, so a file
 * is checked before its first commit. node_modules and build output are ignored by .gitignore.
 */
export function repositoryFiles(root) {
  const output = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  const files = [...new Set(output.split('\0').filter(Boolean))];
  return files.filter((file) => !SKIPPED.some((pattern) => pattern.test(file)));
}

/** A file's text, or undefined when it is gone (deleted, not yet staged) or binary. */
export function readText(root, file) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
  return text.includes('\0') ? undefined : text;
}

/** Prints each problem and sets a failing exit code when there is one. */
export function report(title, problems) {
  if (problems.length === 0) return;
  console.error(`${title}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}
