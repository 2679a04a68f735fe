import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface DockerInstruction {
  keyword: string;
  /** Arguments as written, continuation lines joined. */
  value: string;
  line: number;
}

export interface DockerStage {
  image: string;
  name: string | undefined;
  instructions: DockerInstruction[];
}

/** Splits a Dockerfile into stages of instructions (comments dropped, `\` continuations joined). */
export function parseDockerfile(text: string): DockerStage[] {
  const stages: DockerStage[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const startLine = index + 1;
    let logical = lines[index].trim();
    if (logical === '' || logical.startsWith('#')) continue;
    while (logical.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      const next = lines[index].trim();
      logical = `${logical.slice(0, -1).trimEnd()} ${next.startsWith('#') ? '' : next}`.trim();
    }
    const [keyword, ...rest] = logical.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), value: rest.join(' '), line: startLine };
    if (instruction.keyword === 'FROM') {
      const words = rest.filter((word) => !word.startsWith('--'));
      const asIndex = words.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({ image: words[0], name: asIndex === -1 ? undefined : words[asIndex + 1], instructions: [instruction] });
    } else if (stages.length > 0) {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return stages;
}

/** A registry image pinned to a concrete release: `name:1.2.3...` or a digest, never `latest` or a bare major. */
export function isPinnedImage(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const tag = /:([^/:]+)$/.exec(image)?.[1];
  return tag !== undefined && /^v?\d+\.\d+(\.\d+)?([-.][A-Za-z0-9.-]+)?$/.test(tag);
}

/** `.dockerignore` patterns (the `*` and `**` forms we use) as tests on a context-relative path. */
function dockerIgnoreMatchers(contextDir: string): RegExp[] {
  const file = path.join(contextDir, '.dockerignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((pattern) => {
      const body = pattern
        .replace(/^\/+|\/+$/g, '')
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*/)?'
            : `${part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]')}/`,
        )
        .join('');
      return new RegExp(`^${body.replace(/\/$/, '')}(?:/|$)`);
    });
}

function copySources(instruction: DockerInstruction): string[] {
  const words = instruction.value.split(/\s+/).filter((word) => !word.startsWith('--'));
  if (words[0]?.startsWith('[')) return (JSON.parse(instruction.value.replace(/^(--\S+\s+)*/, '')) as string[]).slice(0, -1);
  return words.slice(0, -1);
}

/**
 * What we promise of every Dockerfile, checked without a Docker engine. Returns the problems found
 * (empty when the file is fine). `contextDir` is the build context (the repository root).
 */
export function dockerfileProblems(dockerfile: string, contextDir: string): string[] {
  const problems: string[] = [];
  const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  if (stages.length === 0) return [`${dockerfile}: no FROM`];
  const stageNames = new Set<string>();
  const ignored = dockerIgnoreMatchers(contextDir);
  for (const stage of stages) {
    if (!stageNames.has(stage.image) && !isPinnedImage(stage.image)) problems.push(`FROM ${stage.image} is not pinned to a release`);
    if (/^node:/.test(stage.image) && !/^node:24\./.test(stage.image)) problems.push(`FROM ${stage.image}: Node images must be Node 24`);
    for (const instruction of stage.instructions) {
      if (instruction.keyword === 'ADD') problems.push(`line ${instruction.line}: use COPY, not ADD`);
      if (instruction.keyword !== 'COPY') continue;
      const fromStage = /--from=(\S+)/.exec(instruction.value)?.[1];
      if (fromStage !== undefined) {
        if (!stageNames.has(fromStage)) problems.push(`line ${instruction.line}: COPY --from=${fromStage} names no earlier stage`);
        continue;
      }
      for (const source of copySources(instruction)) {
        const relative = path.posix.normalize(source).replace(/^\.\/?/, '');
        if (!existsSync(path.join(contextDir, source))) problems.push(`line ${instruction.line}: COPY source ${source} does not exist`);
        else if (ignored.some((matcher) => matcher.test(relative)))
          problems.push(`line ${instruction.line}: COPY source ${source} is excluded by .dockerignore`);
      }
    }
    if (stage.name) stageNames.add(stage.name);
  }
  const finalStage = stages[stages.length - 1];
  const users = finalStage.instructions.filter((instruction) => instruction.keyword === 'USER');
  const lastUser = users[users.length - 1]?.value.split(':')[0];
  if (!lastUser) problems.push('the final stage sets no USER (it would run as root)');
  else if (lastUser === 'root' || lastUser === '0') problems.push(`the final stage runs as ${lastUser}`);
  return problems;
}
