/*
 * Vite plugin behind `virtual:tool-catalogue`, `virtual:tool-keywords` and `virtual:tool-loaders`
 * (README "How to add a tool"). The shell gets a small list built from every src/tools/<id>/tool.ts
 * — ids, categories, flags and icons as inline SVG data — instead of bundling each tool.ts and its
 * icon component; the search keywords and each tool's UI stay lazy chunks. It also serves
 * `virtual:lucide-icon/<Name>`: one lucide icon as SVG data, so the shell draws its own few icons
 * with ToolIcon instead of shipping lucide-react's component code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  catalogueModule,
  catalogueRecords,
  keywordsModule,
  loadersModule,
  readLucideIconNode,
  readToolDeclaration,
  type ToolDeclaration,
} from './catalogue-build.ts';
import type { IconNode } from './define-tool';

export const CATALOGUE_ID = 'virtual:tool-catalogue';
export const LOADERS_ID = 'virtual:tool-loaders';
export const KEYWORDS_ID = 'virtual:tool-keywords';
const ICON_PREFIX = 'virtual:lucide-icon/';
const GENERATED = [CATALOGUE_ID, LOADERS_ID, KEYWORDS_ID];

/** Every `src/tools/<folder>/tool.ts`, read and checked, with the path its `load` imports. */
export function readToolFolders(toolsDir: string): { declaration: ToolDeclaration; file: string; uiFile: string }[] {
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'tool.ts')))
    .map((entry) => {
      const file = join(toolsDir, entry.name, 'tool.ts');
      const declaration = readToolDeclaration(readFileSync(file, 'utf8'), file, entry.name);
      return { declaration, file, uiFile: join(toolsDir, entry.name, declaration.uiImport) };
    });
}

/** lucide-react's export names → icon module files, read once from its ESM index. */
function lucideIconFiles(): Map<string, string> {
  const esmDir = join(dirname(createRequire(import.meta.url).resolve('lucide-react')), '..', 'esm');
  const index = readFileSync(join(esmDir, 'lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names = '', path = ''] of index.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g))
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) files.set(name, join(esmDir, path));
  return files;
}

export function toolCataloguePlugin(toolsDir: string): Plugin {
  let iconFiles: Map<string, string> | undefined;
  const iconCache = new Map<string, IconNode>();
  const iconNode = (name: string): IconNode | undefined => {
    iconFiles ??= lucideIconFiles();
    const file = iconFiles.get(name);
    if (file && !iconCache.has(name)) iconCache.set(name, readLucideIconNode(readFileSync(file, 'utf8'), file));
    return iconCache.get(name);
  };
  const resolved = (id: string) => `\0${id}`;

  return {
    name: 'toolshed-tool-catalogue',
    resolveId(id) {
      return GENERATED.includes(id) || id.startsWith(ICON_PREFIX) ? resolved(id) : undefined;
    },
    load(id) {
      if (id.startsWith(resolved(ICON_PREFIX))) {
        const name = id.slice(resolved(ICON_PREFIX).length);
        const node = iconNode(name);
        if (!node) throw new Error(`${ICON_PREFIX}${name}: lucide-react has no icon "${name}"`);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(node))});\n`;
      }
      if (!GENERATED.some((generated) => id === resolved(generated))) return undefined;
      const folders = readToolFolders(toolsDir);
      for (const { file } of folders) this.addWatchFile(file);
      if (id === resolved(LOADERS_ID))
        return loadersModule(folders.map(({ declaration, uiFile }) => ({ id: declaration.id, uiFile })));
      if (id === resolved(KEYWORDS_ID)) return keywordsModule(folders.map((folder) => folder.declaration));
      const icons = new Map<string, IconNode>();
      for (const { declaration } of folders) {
        const node = iconNode(declaration.iconName);
        if (node) icons.set(declaration.iconName, node);
      }
      return catalogueModule(
        catalogueRecords(
          folders.map((folder) => folder.declaration),
          icons,
        ),
      );
    },
    configureServer(server: ViteDevServer) {
      // A tool folder added, removed or edited changes the generated modules: rebuild them and reload.
      const refresh = (path: string, files: RegExp) => {
        if (!path.startsWith(toolsDir) || !files.test(path)) return;
        for (const id of GENERATED) {
          const module = server.moduleGraph.getModuleById(resolved(id));
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      const folderFiles = /[/\\](tool\.ts|ui\.tsx)$/;
      server.watcher.on('add', (path) => refresh(path, folderFiles));
      server.watcher.on('unlink', (path) => refresh(path, folderFiles));
      server.watcher.on('change', (path) => refresh(path, /[/\\]tool\.ts$/));
    },
  };
}
