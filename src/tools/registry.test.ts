import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRegistry, RegistryError, tools } from './registry';
import { defineTool, isNewTool, type ToolMeta } from './define-tool';

const Icon = () => null;
const meta = (overrides: Partial<ToolMeta>): { default: ToolMeta } => ({
  default: defineTool({
    id: 'alpha',
    category: 'crypto',
    icon: Icon,
    keywords: [],
    load: async () => ({ default: Icon }),
    ...overrides,
  }),
});

describe('buildRegistry', () => {
  it('orders by category, then by order, then by id, and derives the path', () => {
    const list = buildRegistry({
      './zeta/tool.ts': meta({ id: 'zeta', category: 'text' }),
      './beta/tool.ts': meta({ id: 'beta', category: 'crypto', order: 2 }),
      './alpha/tool.ts': meta({ id: 'alpha', category: 'crypto', order: 1 }),
      './gamma/tool.ts': meta({ id: 'gamma', category: 'crypto' }),
    });
    expect(list.map((t) => t.id)).toEqual(['alpha', 'beta', 'gamma', 'zeta']);
    expect(list[0]?.path).toBe('/alpha');
  });

  it.each([
    ['id differs from its folder', { './other/tool.ts': meta({ id: 'alpha' }) }, /must equal its folder/],
    ['unknown category', { './alpha/tool.ts': meta({ category: 'nope' as never }) }, /unknown category/],
    ['id not kebab-case', { './Alpha_X/tool.ts': meta({ id: 'Alpha_X' }) }, /kebab-case/],
  ])('rejects a tool whose %s', (_, modules, message) => {
    expect(() => buildRegistry(modules)).toThrow(message);
  });

  it('rejects duplicate ids', () => {
    // Two globbed paths can only collide through a bad id; simulate with nested folders.
    const modules = { './a/alpha/tool.ts': meta({ id: 'alpha' }), './b/alpha/tool.ts': meta({ id: 'alpha' }) };
    expect(() => buildRegistry(modules)).toThrow(RegistryError);
  });

  it('requires an English name when names are given', () => {
    expect(() => buildRegistry({ './alpha/tool.ts': meta({}) }, {})).toThrow(/no English name/);
    expect(buildRegistry({ './alpha/tool.ts': meta({}) }, { alpha: { name: 'Alpha' } })).toHaveLength(1);
  });

  it('registers the real tools, each with an English name and a loadable UI', () => {
    const english = JSON.parse(readFileSync(join(__dirname, '../../locales/en/app.json'), 'utf8')) as {
      tools: Record<string, { name?: string }>;
    };
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) {
      expect(english.tools[tool.id]?.name, tool.id).toBeTruthy();
      expect(typeof tool.load).toBe('function');
    }
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
