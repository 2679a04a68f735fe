import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSync } from '@swc/core';

// The browser loads @rebound/shared; only the backend, the worker and tests load ./node and ./testing.
// This check keeps the browser entry free of anything a browser cannot run or should not download.

type SyntaxNode = Record<string, unknown> & { type?: string };

/** Every module a file names: imports, re-exports, `import x = require()`, dynamic import() and require(). */
function moduleNames(file: string): string[] {
  const program = parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx'), decorators: true });
  const names: string[] = [];
  const literal = (node: unknown) =>
    (node as SyntaxNode | undefined)?.type === 'StringLiteral' ? String((node as SyntaxNode).value) : undefined;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as SyntaxNode;
    const source = literal(current.source);
    if (source !== undefined && /^(Import|ExportAll|ExportNamed)Declaration$/.test(current.type ?? '')) names.push(source);
    if (current.type === 'TsExternalModuleReference') names.push(String(literal(current.expression)));
    if (current.type === 'CallExpression') {
      const callee = current.callee as SyntaxNode;
      const argument = literal((current.arguments as Array<{ expression: unknown }>)[0]?.expression);
      if (argument !== undefined && (callee.type === 'Import' || (callee.type === 'Identifier' && callee.value === 'require')))
        names.push(argument);
    }
    Object.values(current).forEach(visit);
  };
  visit(program);
  return names;
}

function resolveRelative(from: string, name: string): string | undefined {
  const base = path.resolve(path.dirname(from), name);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

/**
 * Follows every import from `entry` and names each one a browser must not meet: a package or Node
 * module (the browser entry has no dependencies at all), a file in a Node-only folder, or a missing file.
 */
function browserEntryProblems(entry: string, nodeOnlyFolders: string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const where = path.relative(path.dirname(entry), file);
    for (const name of moduleNames(file)) {
      if (!name.startsWith('.')) {
        problems.push(`${where} imports "${name}"`);
        continue;
      }
      const target = resolveRelative(file, name);
      if (!target) problems.push(`${where} imports "${name}", which does not exist`);
      else if (nodeOnlyFolders.some((folder) => target.startsWith(`${folder}${path.sep}`)))
        problems.push(`${where} imports "${name}" from a Node-only folder`);
      else pending.push(target);
    }
  }
  return problems;
}

describe('the browser entry (@rebound/shared)', () => {
  const packageRoot = path.resolve(__dirname, '..');
  const exportsMap = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).exports as Record<
    string,
    Record<string, string>
  >;
  const sourceOf = (subpath: string) => path.resolve(packageRoot, exportsMap[subpath]['@rebound/source']);

  it('imports no package, no Node module and nothing of the Node-only entries', () => {
    const nodeOnlyFolders = ['./node', './testing'].map((subpath) => path.dirname(sourceOf(subpath)));
    expect(browserEntryProblems(sourceOf('.'), nodeOnlyFolders)).toEqual([]);
  });

  it('the check finds each kind of import a browser must not meet', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'rebound-entry-'));
    try {
      mkdirSync(path.join(folder, 'node'));
      writeFileSync(path.join(folder, 'node', 'entity.ts'), 'export const table = "t";\n');
      writeFileSync(
        path.join(folder, 'rules.ts'),
        "import { createHash } from 'node:crypto';\nexport const ok = 1;\nexport const load = () => import('zxcvbn');\n",
      );
      writeFileSync(
        path.join(folder, 'index.ts'),
        "export * from './rules';\nexport { table } from './node/entity';\nimport type { Repository } from 'typeorm';\nconst fs = require('fs');\nexport * from './gone';\n",
      );
      expect(browserEntryProblems(path.join(folder, 'index.ts'), [path.join(folder, 'node')]).sort()).toEqual([
        'index.ts imports "./gone", which does not exist',
        'index.ts imports "./node/entity" from a Node-only folder',
        'index.ts imports "fs"',
        'index.ts imports "typeorm"',
        'rules.ts imports "node:crypto"',
        'rules.ts imports "zxcvbn"',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
