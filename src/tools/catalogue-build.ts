/*
 * Build-time half of the tool list (used by catalogue-plugin.ts and its tests; never shipped):
 * reads each `src/tools/<id>/tool.ts` without running it, checks it, and writes the generated
 * modules — the small catalogue the shell needs, the tools' search keywords and the lazy map of
 * every tool's UI.
 */
import { parseAst } from 'vite';
import { categories, isCategory } from './categories.ts';
import type { IconNode, ToolMeta, ToolRecord } from './define-tool';

export class CatalogueError extends Error {}

/** What tool.ts declares: its icon as a lucide-react export name, its UI as the path `load` imports. */
export type ToolDeclaration = Omit<ToolMeta, 'icon' | 'load'> & { iconName: string; uiImport: string };

type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };
interface AstNode {
  type: string;
  [key: string]: unknown;
}

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// The catalogue ships as one JSON string: these would need escapes there (and the bench finds each
// tool's record in the built code by its exact text).
const UNSAFE_TEXT = /["\\`]|\$\{|\p{Cc}/u;

const keyName = (key: AstNode): string | undefined =>
  key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;

/** A literal written in the source (strings, numbers, booleans, arrays, plain objects), or an error. */
function literalValue(node: AstNode, where: string): Literal {
  if (node.type === 'Literal') return node.value as Literal;
  if (node.type === 'ArrayExpression') return (node.elements as AstNode[]).map((item) => literalValue(item, where));
  if (node.type === 'ObjectExpression') {
    const result: Record<string, Literal> = {};
    for (const property of node.properties as AstNode[]) {
      const key = property.type === 'Property' && !property.computed ? keyName(property.key as AstNode) : undefined;
      if (key === undefined) throw new CatalogueError(`${where}: only plain "key: value" properties are allowed`);
      result[key] = literalValue(property.value as AstNode, `${where}.${key}`);
    }
    return result;
  }
  throw new CatalogueError(`${where}: must be written as a literal (found ${node.type})`);
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function checkText(value: string, where: string): string {
  if (UNSAFE_TEXT.test(value)) throw new CatalogueError(`${where}: "${value}" may not contain quotes, backslashes or \${`);
  return value;
}

/** The path of `() => import('<path>')`, or undefined for anything else. */
function lazyImportPath(node: AstNode): string | undefined {
  if (node.type !== 'ArrowFunctionExpression' || (node.params as unknown[]).length) return undefined;
  const body = node.body as AstNode;
  const source = body.type === 'ImportExpression' ? (body.source as AstNode) : undefined;
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

/** Reads the `defineTool({...})` of one tool.ts and checks every field. */
export function readToolDeclaration(source: string, file: string, folder: string): ToolDeclaration {
  const program = parseAst(source, { lang: 'ts' }, file) as unknown as { body: AstNode[] };
  const lucide = new Map<string, string>();
  let call: AstNode | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && (statement.source as AstNode).value === 'lucide-react') {
      for (const specifier of statement.specifiers as AstNode[]) {
        const imported = specifier.imported as AstNode | undefined;
        if (imported) lucide.set((specifier.local as AstNode).name as string, keyName(imported) ?? '');
      }
    }
    if (statement.type === 'ExportDefaultDeclaration') call = statement.declaration as AstNode;
  }
  const argument = (call?.arguments as AstNode[] | undefined)?.[0];
  if (call?.type !== 'CallExpression' || (call.callee as AstNode).name !== 'defineTool' || argument?.type !== 'ObjectExpression')
    throw new CatalogueError(`${file}: must default-export defineTool({ ... }) with an object literal`);

  const fields: Record<string, unknown> = {};
  let iconName: string | undefined;
  let uiImport: string | undefined;
  for (const property of argument.properties as AstNode[]) {
    const key = property.type === 'Property' ? keyName(property.key as AstNode) : undefined;
    if (key === undefined) throw new CatalogueError(`${file}: only plain "key: value" properties are allowed`);
    const value = property.value as AstNode;
    if (key === 'icon') {
      iconName = value.type === 'Identifier' ? lucide.get(value.name as string) : undefined;
      if (!iconName) throw new CatalogueError(`${file}: icon must be an icon imported from lucide-react`);
    } else if (key === 'load') {
      uiImport = lazyImportPath(value);
      if (!uiImport?.startsWith('./')) throw new CatalogueError(`${file}: load must be written () => import('./ui')`);
    } else fields[key] = literalValue(value, `${file}: ${key}`);
  }

  const { id, category, keywords, createdAt, redirectFrom, sensitive, order, host, ...unknown } = fields;
  const extra = Object.keys(unknown);
  if (extra.length) throw new CatalogueError(`${file}: unknown field(s) ${extra.join(', ')}`);
  if (typeof id !== 'string') throw new CatalogueError(`${file}: id must be a string`);
  if (id !== folder) throw new CatalogueError(`${file}: id "${id}" must equal its folder "${folder}"`);
  if (!KEBAB_CASE.test(id)) throw new CatalogueError(`${file}: id must be kebab-case`);
  if (typeof category !== 'string' || !isCategory(category))
    throw new CatalogueError(`${id}: unknown category "${String(category)}" (categories.ts lists them)`);
  if (!isStringList(keywords)) throw new CatalogueError(`${id}: keywords must be a list of strings`);
  if (createdAt !== undefined && (typeof createdAt !== 'string' || !Number.isFinite(Date.parse(createdAt))))
    throw new CatalogueError(`${id}: createdAt must be an ISO date`);
  if (redirectFrom !== undefined && (!isStringList(redirectFrom) || redirectFrom.some((path) => !path.startsWith('/'))))
    throw new CatalogueError(`${id}: redirectFrom must be a list of paths starting with "/"`);
  if (sensitive !== undefined && typeof sensitive !== 'boolean')
    throw new CatalogueError(`${id}: sensitive must be true or false`);
  if (order !== undefined && typeof order !== 'number') throw new CatalogueError(`${id}: order must be a number`);
  if (host !== undefined && typeof host !== 'string') throw new CatalogueError(`${id}: host must be a string`);
  for (const text of [...keywords, ...(redirectFrom ?? []), createdAt ?? '', host ?? ''] as string[])
    checkText(text, `${id}: keywords, redirectFrom, createdAt and host`);
  if (!iconName) throw new CatalogueError(`${file}: icon is missing`);
  if (!uiImport) throw new CatalogueError(`${file}: load is missing (() => import('./ui'))`);
  return {
    id,
    uiImport,
    category,
    keywords,
    iconName,
    ...(createdAt !== undefined && { createdAt: createdAt as string }),
    ...(redirectFrom !== undefined && { redirectFrom }),
    ...(sensitive !== undefined && { sensitive }),
    ...(order !== undefined && { order }),
    ...(host !== undefined && { host: host as ToolMeta['host'] }),
  };
}

/** The SVG elements of one lucide-react icon module (`const __iconData = { node: [...] }`), without React keys. */
export function readLucideIconNode(source: string, file: string): IconNode {
  const program = parseAst(source, {}, file) as unknown as { body: AstNode[] };
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      if ((declarator.id as AstNode).name !== '__iconData') continue;
      const data = literalValue(declarator.init as AstNode, file) as { node?: [string, Record<string, string>][] };
      if (!Array.isArray(data.node)) break;
      return data.node.map(([tag, { key: _key, ...attributes }]) => {
        for (const value of Object.values(attributes)) checkText(String(value), file);
        return [tag, attributes] as const;
      });
    }
  }
  throw new CatalogueError(`${file}: no __iconData.node found (has lucide-react changed its file layout?)`);
}

/** Declarations in menu order: category order, then `order`, then id. */
export const inMenuOrder = (declarations: readonly ToolDeclaration[]): ToolDeclaration[] => {
  const rank = (tool: ToolDeclaration) => categories.indexOf(tool.category);
  const position = (tool: ToolDeclaration) => tool.order ?? Number.MAX_SAFE_INTEGER;
  return [...declarations].sort((a, b) => rank(a) - rank(b) || position(a) - position(b) || a.id.localeCompare(b.id));
};

/**
 * Records in menu order, each with its icon's SVG data: only what the home page, the menu, the
 * routes and the tool page header need at first paint (keywords go to `keywordsModule`).
 */
export function catalogueRecords(declarations: readonly ToolDeclaration[], icons: ReadonlyMap<string, IconNode>): ToolRecord[] {
  return inMenuOrder(declarations).map(
    ({ iconName, uiImport: _uiImport, order: _order, keywords: _keywords, host: _host, ...tool }) => {
      const icon = icons.get(iconName);
      if (!icon) throw new CatalogueError(`${tool.id}: lucide-react has no icon "${iconName}"`);
      return { ...tool, icon };
    },
  );
}

/** `virtual:tool-catalogue`: one JSON string (parsed once, the cheapest form to ship and to start). */
export const catalogueModule = (records: readonly ToolRecord[]): string =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(records))});\n`;

/** `virtual:tool-keywords`: tool id → English keywords, for search only (a lazy chunk, not in `/`). */
export const keywordsModule = (declarations: readonly ToolDeclaration[]): string =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(inMenuOrder(declarations).map((tool) => [tool.id, tool.keywords]))))});\n`;

/** `virtual:tool-loaders`: every tool's UI as a lazy import, in a chunk of its own (not in `/`). */
export const loadersModule = (tools: readonly { id: string; uiFile: string }[]): string =>
  `export default {\n${tools.map(({ id, uiFile }) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(uiFile)}),\n`).join('')}};\n`;
