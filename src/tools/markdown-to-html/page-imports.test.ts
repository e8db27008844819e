import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * marked runs in the markdown worker only: no module the page loads (this tool's, the About page's,
 * statically or lazily) may reach it, or it would be built into a page chunk as well (bench/lib/duplicates.mjs).
 */
const repo = join(__dirname, '../../..');
const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@workers/', 'workers/'],
];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

/** Specifiers a module loads at run time: imports and re-exports (not type-only) and import(). */
const runtimeImports = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|\n)\s*(import|export)(\s+type\b)?[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ]
    .filter((m) => !m[2])
    .map((m) => m[3] ?? m[4] ?? m[5]!);

function resolve(from: string, spec: string): string | undefined {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  const base = alias
    ? join(repo, alias[1], spec.slice(alias[0].length))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : undefined;
  if (base === undefined) return undefined;
  return EXTENSIONS.map((ext) => base + ext).find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** The app's modules reachable from `entries`, and the packages they import. */
function graphOf(entries: string[]) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const spec of runtimeImports(file)) {
      const path = resolve(file, spec);
      if (path) visit(path);
      else if (!spec.startsWith('.') && !ALIASES.some(([prefix]) => spec.startsWith(prefix))) packages.add(spec);
    }
  };
  entries.forEach((entry) => visit(join(repo, entry)));
  return { modules: [...modules].map((file) => relative(repo, file)), packages: [...packages] };
}

describe('marked stays in the markdown worker', () => {
  it.each(['src/tools/markdown-to-html/ui.tsx', 'src/app/AboutPage.tsx'])(
    '%s loads neither marked nor the logic using it',
    (entry) => {
      const { modules, packages } = graphOf([entry]);
      expect(modules.length).toBeGreaterThan(5);
      expect(packages).toContain('dompurify');
      expect(packages.filter((name) => name === 'marked' || name.startsWith('marked/'))).toEqual([]);
      expect(
        modules.filter((module) => module.startsWith('workers/hosts/') || module.endsWith('markdown-to-html/logic.ts')),
      ).toEqual([]);
    },
  );

  it('the markdown host does load it', () => {
    expect(graphOf(['workers/hosts/markdown.ts']).packages).toContain('marked');
  });
});
