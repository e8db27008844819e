/*
 * Vite plugin behind `virtual:tool-catalogue` and `virtual:tool-loaders` (README "How to add a
 * tool"). The shell gets a small list built from every src/tools/<id>/tool.ts — ids, categories,
 * keywords, flags and icons as inline SVG data — instead of bundling each tool.ts and its icon
 * component; each tool's UI stays a lazy chunk, reached through a loaders chunk of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  catalogueModule,
  catalogueRecords,
  loadersModule,
  readLucideIconNode,
  readToolDeclaration,
  type ToolDeclaration,
} from './catalogue-build.ts';
import type { IconNode } from './define-tool';

export const CATALOGUE_ID = 'virtual:tool-catalogue';
export const LOADERS_ID = 'virtual:tool-loaders';

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
      return id === CATALOGUE_ID || id === LOADERS_ID ? resolved(id) : undefined;
    },
    load(id) {
      if (id !== resolved(CATALOGUE_ID) && id !== resolved(LOADERS_ID)) return undefined;
      const folders = readToolFolders(toolsDir);
      for (const { file } of folders) this.addWatchFile(file);
      if (id === resolved(LOADERS_ID))
        return loadersModule(folders.map(({ declaration, uiFile }) => ({ id: declaration.id, uiFile })));
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
        for (const id of [CATALOGUE_ID, LOADERS_ID]) {
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
