import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readText, report, repositoryFiles } from './repo-files.mjs';

/**
 * Documents that lay beside the repository while it was written (the customer's specification, the
 * operating contract, tool notes, conventions, reviews). Nobody who clones the repository has them,
 * so a file that cites one (by file name, or as "SPEC section 4") sends its reader nowhere: state
 * the rule in our own words instead, or link the file of docs/ that does.
 */
const OUTSIDE_DOCUMENTS = /\b(?:SPEC|CONTRACT|TOOLCHAIN|CONVENTIONS)(?:\.md)?\b|\bshared\/reviews\b/g;

/** A relative path that starts with `../` at the start of a word (an import, a link, a comment). */
const PARENT_PATH = /(?<![\w./-])(?:\.\.\/)+(?:[\w@.-]+\/?)*(?<!\.)/g;

/** This check and its test name what they look for; no other file is let off. */
const THE_CHECK_ITSELF = new Set(['scripts/outside-references.mjs', 'scripts/repo-checks.test.mjs']);

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** Every place in one file's text that points outside the repository whose root is `root`. */
export function outsideReferences(root, file, text) {
  const problems = [];
  for (const match of text.matchAll(OUTSIDE_DOCUMENTS)) {
    problems.push(`${file}:${lineOf(text, match.index)} names ${match[0]}, which is not in the repository`);
  }
  for (const match of text.matchAll(PARENT_PATH)) {
    const target = path.resolve(root, path.dirname(file), match[0]);
    if (path.relative(root, target).startsWith('..')) {
      problems.push(`${file}:${lineOf(text, match.index)} points at ${match[0]}, outside the repository`);
    }
  }
  return problems;
}

export function checkOutsideReferences(root) {
  return repositoryFiles(root).flatMap((file) => {
    if (THE_CHECK_ITSELF.has(file)) return [];
    const text = readText(root, file);
    return text === undefined ? [] : outsideReferences(root, file, text);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  report('Files that point outside the repository (state the rule itself, or link a file in docs/)', checkOutsideReferences(root));
}
