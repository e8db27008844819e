import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules of docs/architecture.md, checked on the files themselves: tools reach workers
 * only through hooks, no tool imports another tool's folder, and source files stay small.
 */
const repo = join(__dirname, '../..');
const toolsDir = join(repo, 'src/tools');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    // Build output and scratch folders (git-ignored, e.g. bench/.tmp) are not source.
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const isSource = (file: string) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts');
const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file) || file.includes(`${join('tests', '')}`);
const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]!);

const toolFolders = readdirSync(toolsDir).filter((name) => statSync(join(toolsDir, name)).isDirectory());

describe('structure rules', () => {
  it('has tool folders to check', () => expect(toolFolders.length).toBeGreaterThan(10));

  it.each(toolFolders)('%s reaches workers only through hooks and imports no other tool', (tool) => {
    const offending: string[] = [];
    for (const file of filesUnder(join(toolsDir, tool), isSource)) {
      for (const spec of importsOf(file)) {
        const crossTool = /^@\/tools\/([^/]+)/.exec(spec)?.[1] ?? /^\.\.\/([^/.][^/]*)\//.exec(spec)?.[1];
        if (spec.startsWith('@workers/') || spec.startsWith('comlink')) offending.push(`${relative(repo, file)} → ${spec}`);
        else if (crossTool && crossTool !== tool) offending.push(`${relative(repo, file)} → ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('keeps every non-test source file at 300 lines or fewer', () => {
    const roots = ['src', 'workers', 'bench'].map((dir) => join(repo, dir));
    const long = roots
      .flatMap((root) => filesUnder(root, (file) => isSource(file) && !isTest(file) && !file.includes('node_modules')))
      .map((file) => [relative(repo, file), readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 300);
    expect(long).toEqual([]);
  });
});
