import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkDocLinks, headingAnchors } from './doc-links.mjs';
import { checkOutsideReferences } from './outside-references.mjs';

// The checks run on a small repository of their own, so each rule is seen to catch what it is for.
let root;

function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rebound-repo-checks-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', 'node_modules/\n');
  write('docs/guide.md', '# Guide\n\n## Two words\n\nSee [the API](api.md#calls), [up](../README.md) and [site](https://example.org).\n');
  write('docs/api.md', '# API\n\n## Calls\n');
  write(
    'README.md',
    '# Readme\n\n[guide](docs/guide.md#two-words), [gone](docs/gone.md), [bad anchor](docs/api.md#nothing), `[code](not/a/link.md)`\n',
  );
  write('src/a.ts', "import { b } from '../lib/b';\n// the rule, in our own words\n");
  write('lib/b.ts', 'export const b = 1;\n');
});

after(() => rmSync(root, { recursive: true, force: true }));

describe('outside references', () => {
  it('passes a repository whose relative paths stay inside it', () => {
    assert.deepEqual(checkOutsideReferences(root), []);
  });

  it('names each outside document and each path that leaves the repository', () => {
    const names = ['SPEC', 'CONTRACT', 'TOOLCHAIN', 'CONVENTIONS'].map((name) => `${name}.md`);
    write('src/cites.ts', `${names.map((name) => `// see ${name}\n`).join('')}// as SPEC section 4 says\n`);
    write('notes.md', 'Read ../shared/reviews/round-1.md first.\n');
    write('node_modules/x/index.js', `// ${names[0]}\n`);
    const problems = checkOutsideReferences(root);
    rmSync(path.join(root, 'src/cites.ts'));
    rmSync(path.join(root, 'notes.md'));
    for (const [index, name] of names.entries())
      assert.ok(problems.includes(`src/cites.ts:${index + 1} names ${name}, which is not in the repository`), name);
    assert.ok(problems.includes('src/cites.ts:5 names SPEC, which is not in the repository'));
    assert.ok(problems.includes('notes.md:1 points at ../shared/reviews/round-1.md, outside the repository'));
    assert.ok(problems.some((problem) => problem.startsWith('notes.md:1 names shared/reviews')));
    assert.equal(problems.length, 7, problems.join('\n'));
  });
});

describe('links in the Markdown files', () => {
  it('reports a missing file, a missing heading and a link out of the repository, and nothing else', () => {
    write('docs/out.md', '[outside](../../elsewhere.md)\n');
    const problems = checkDocLinks(root);
    rmSync(path.join(root, 'docs/out.md'));
    assert.deepEqual(problems.sort(), [
      'README.md: docs/api.md#nothing names no heading of docs/api.md',
      'README.md: docs/gone.md does not exist',
      'docs/out.md: ../../elsewhere.md leaves the repository',
    ]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    assert.deepEqual(
      [
        ...headingAnchors(
          '# When a staff mail fails\n## The staff desk (leads): HTTP API\n## Notes\n## Notes\n```\n# not a heading\n```\n',
        ),
      ],
      ['when-a-staff-mail-fails', 'the-staff-desk-leads-http-api', 'notes', 'notes-1'],
    );
  });
});
