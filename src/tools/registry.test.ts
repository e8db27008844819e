import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import keywords from 'virtual:tool-keywords';
import loaders from 'virtual:tool-loaders';
import { describe, expect, it } from 'vitest';
import { ToolIcon } from '@/app/ToolIcon';
import {
  CatalogueError,
  catalogueModule,
  catalogueRecords,
  keywordsModule,
  readLucideIconNode,
  readToolDeclaration,
  type ToolDeclaration,
} from './catalogue-build';
import { isNewTool, type IconNode, type ToolMeta } from './define-tool';
import { loadedToolKeywords, loadToolKeywords, loadToolUi, tools } from './registry';

const source = (fields: string, imports = "import { Lock } from 'lucide-react';") =>
  `${imports}\nimport { defineTool } from '../define-tool';\n// a comment\nexport default defineTool({\n${fields}\n});\n`;
const valid = `id: 'alpha-beta', category: 'crypto', order: 2, icon: Lock, keywords: ['a', 'b c'],
  createdAt: '2023-06-24', redirectFrom: ['/old'], sensitive: true, host: 'hash', load: () => import('./ui'),`;
const read = (fields: string, imports?: string) => readToolDeclaration(source(fields, imports), 'x/tool.ts', 'alpha-beta');

describe('readToolDeclaration (tool.ts read without running it)', () => {
  it('reads every field, the icon import name and the UI path', () => {
    expect(read(valid)).toEqual({
      id: 'alpha-beta',
      category: 'crypto',
      order: 2,
      iconName: 'Lock',
      uiImport: './ui',
      keywords: ['a', 'b c'],
      createdAt: '2023-06-24',
      redirectFrom: ['/old'],
      sensitive: true,
      host: 'hash',
    });
  });

  it('follows a renamed icon import', () => {
    expect(read(valid.replace('icon: Lock', 'icon: Padlock'), "import { Lock as Padlock } from 'lucide-react';").iconName).toBe(
      'Lock',
    );
  });

  it.each([
    ['id differs from its folder', valid.replace("'alpha-beta'", "'other'"), /must equal its folder/],
    ['unknown category', valid.replace("'crypto'", "'nope'"), /unknown category "nope"/],
    ['non-literal value', valid.replace("['a', 'b c']", 'words'), /keywords: must be written as a literal/],
    ['icon not from lucide-react', valid.replace('icon: Lock', 'icon: Other'), /icon must be an icon imported from lucide-react/],
    ['load of another form', valid.replace("() => import('./ui')", "() => import('lodash')"), /load must be written/],
    ['missing load', valid.replace("load: () => import('./ui'),", ''), /load is missing/],
    ['unknown field', `${valid} extra: 1,`, /unknown field\(s\) extra/],
    ['bad date', valid.replace('2023-06-24', 'soon'), /createdAt must be an ISO date/],
    ['relative redirect', valid.replace("'/old'", "'old'"), /redirectFrom must be a list of paths/],
    ['keyword with a quote', valid.replace("'b c'", `'b"c'`), /may not contain quotes/],
    ['spread', `...base, ${valid}`, /plain "key: value" properties/],
  ])('rejects a tool.ts with %s', (_, fields, message) => {
    expect(() => read(fields)).toThrow(message);
  });

  it('rejects a non-kebab-case id and a file without defineTool', () => {
    expect(() => readToolDeclaration(source(valid.replace("'alpha-beta'", "'Alpha_X'")), 'f', 'Alpha_X')).toThrow(/kebab-case/);
    expect(() => readToolDeclaration('export default { id: "a" };', 'f', 'a')).toThrow(CatalogueError);
  });
});

describe('readLucideIconNode', () => {
  it("reads lucide-react's icon data without the React keys", () => {
    const icon = `import createLucideIcon from '../createLucideIcon.mjs';
const __iconData = { name: "dot", size: 24, node: [["path", { d: "M1 2h3", key: "k1" }], ["circle", { cx: "12", cy: "12", r: "1", key: "k2" }]] };
export { __iconData, createLucideIcon as default };`;
    expect(readLucideIconNode(icon, 'dot.mjs')).toEqual([
      ['path', { d: 'M1 2h3' }],
      ['circle', { cx: '12', cy: '12', r: '1' }],
    ]);
    expect(() => readLucideIconNode('export default 1;', 'x.mjs')).toThrow(/no __iconData/);
  });
});

describe('catalogueRecords, catalogueModule and keywordsModule', () => {
  const tool = (id: string, category: ToolDeclaration['category'], order?: number): ToolDeclaration => ({
    id,
    category,
    keywords: [`${id} word`],
    host: 'hash',
    iconName: 'Lock',
    uiImport: './ui',
    ...(order !== undefined && { order }),
  });
  const icons = new Map<string, IconNode>([['Lock', [['path', { d: 'M0 0' }]]]]);

  it('orders by category, then by order, then by id, and drops what the shell does not need', () => {
    const records = catalogueRecords(
      [tool('zeta', 'text'), tool('beta', 'crypto', 2), tool('alpha', 'crypto', 1), tool('gamma', 'crypto')],
      icons,
    );
    expect(records.map((r) => r.id)).toEqual(['alpha', 'beta', 'gamma', 'zeta']);
    expect(records[0]).toEqual({ id: 'alpha', category: 'crypto', icon: [['path', { d: 'M0 0' }]] });
  });

  it('rejects an icon lucide-react does not have', () => {
    expect(() => catalogueRecords([{ ...tool('a', 'crypto'), iconName: 'Nope' }], icons)).toThrow(/no icon "Nope"/);
  });

  it('generates a module that gives the records back', async () => {
    const records = catalogueRecords([tool('alpha', 'crypto')], icons);
    const module = (await import(`data:text/javascript,${encodeURIComponent(catalogueModule(records))}`)) as { default: unknown };
    expect(module.default).toEqual(records);
  });

  it('generates the keywords module: tool id → keywords, in menu order', async () => {
    const source = keywordsModule([tool('zeta', 'text'), tool('alpha', 'crypto')]);
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: object };
    expect(Object.entries(module.default)).toEqual([
      ['alpha', ['alpha word']],
      ['zeta', ['zeta word']],
    ]);
  });
});

describe('the real catalogue', () => {
  const toolsDir = __dirname;
  const folders = readdirSync(toolsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'tool.ts')))
    .map((entry) => entry.name);
  const english = JSON.parse(readFileSync(join(__dirname, '../../locales/en/app.json'), 'utf8')) as {
    tools: Record<string, { name?: string }>;
  };
  // Run here (never in the app) to check that reading tool.ts without running it saw what it declares.
  const declared = import.meta.glob<{ default: ToolMeta }>('./*/tool.ts', { eager: true });

  it('registers every tool folder once, each with an English name and a loader', () => {
    expect(tools.map((t) => t.id).sort()).toEqual([...folders].sort());
    expect(Object.keys(loaders).sort()).toEqual([...folders].sort());
    for (const tool of tools) {
      expect(english.tools[tool.id]?.name, `${tool.id}: name in locales/en/app.json`).toBeTruthy();
      expect(tool.path).toBe(`/${tool.id}`);
    }
  });

  it('ships what each tool.ts declares, and the same icon drawing as its lucide component', () => {
    for (const tool of tools) {
      const declaration = declared[`./${tool.id}/tool.ts`];
      if (!declaration) throw new Error(`${tool.id}: tool.ts not found`);
      const { icon: Icon, load, order: _order, keywords: declaredKeywords, host: _host, ...meta } = declaration.default;
      const { icon, path: _path, load: _load, ...record } = tool;
      expect(record, tool.id).toEqual(meta);
      expect(keywords[tool.id], `${tool.id}: keywords`).toEqual(declaredKeywords);
      expect(typeof load).toBe('function');
      const lucide = renderToStaticMarkup(createElement(Icon as ComponentType<{ size: number }>, { size: 16 }));
      const ours = renderToStaticMarkup(createElement(ToolIcon, { icon, size: 16 }));
      const shapes = (markup: string) => markup.replace(/^<svg[^>]*>|<\/svg>$/g, '');
      expect(shapes(ours), tool.id).toBe(shapes(lucide));
    }
  });

  it('keeps the menu order: categories in catalogue order, then each tool.ts order', () => {
    const orders = tools.map((t) => declared[`./${t.id}/tool.ts`]?.default.order ?? Number.MAX_SAFE_INTEGER);
    for (let i = 1; i < tools.length; i++) {
      if (tools[i]?.category === tools[i - 1]?.category) expect(orders[i]).toBeGreaterThanOrEqual(orders[i - 1] ?? 0);
    }
  });

  it('gives the keywords of exactly the registered tools, once loaded', async () => {
    expect(Object.keys(await loadToolKeywords()).sort()).toEqual([...folders].sort());
    expect(loadedToolKeywords()).toBe(keywords);
  });

  it('loads a UI through the loaders chunk, and refuses an unknown id', async () => {
    await expect(loadToolUi('no-such-tool')).rejects.toThrow(/no tool "no-such-tool"/);
  });
});

describe('isNewTool', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [undefined, false],
    ['2026-11-20', true],
    ['2026-11-09', true],
    ['2026-11-08T11:59:59Z', false],
    ['2023-04-05', false],
    ['not a date', false],
  ])('createdAt %s → %s', (createdAt, expected) => {
    expect(isNewTool({ createdAt }, now)).toBe(expected);
  });
});
