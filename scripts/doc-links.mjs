import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readText, report, repositoryFiles } from './repo-files.mjs';

/** `[text](target)` with an optional title; images too. Code is removed before this runs. */
const LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** Fenced blocks and inline code: their brackets are examples, not links. */
function withoutCode(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives a Markdown file's headings (lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
export function headingAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const match of withoutCode(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link of one Markdown file whose file or heading does not exist. */
export function brokenLinks(root, file, text) {
  const problems = [];
  for (const match of withoutCode(text).matchAll(LINK)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like
    const [targetPath, anchor] = target.split('#');
    const resolved = targetPath === '' ? path.join(root, file) : path.resolve(root, path.dirname(file), decodeURI(targetPath));
    if (path.relative(root, resolved).startsWith('..')) {
      problems.push(`${file}: ${target} leaves the repository`);
    } else if (!existsSync(resolved)) {
      problems.push(`${file}: ${target} does not exist`);
    } else if (anchor && resolved.endsWith('.md') && !headingAnchors(readText(root, path.relative(root, resolved)) ?? '').has(anchor)) {
      problems.push(`${file}: ${target} names no heading of ${path.relative(root, resolved)}`);
    }
  }
  return problems;
}

export function checkDocLinks(root) {
  return repositoryFiles(root)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => brokenLinks(root, file, readText(root, file) ?? ''));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  report('Broken links in the Markdown files', checkDocLinks(root));
}
