import type { Plugin } from 'vite';

/** One edit of a library module at build time, at a marker its code holds exactly once. */
export interface ModulePatch {
  /** The plugin's name (`toolshed-…`). */
  name: string;
  /** The module's path, matched against its id (query left out). */
  file: RegExp;
  /** The module as the build error names it ("react-aria's HiddenSelect"). */
  module: string;
  marker: string;
  /** Whether the marker found is the one meant (default: it is). */
  isExpected?: (code: string, at: number) => boolean;
  /** The patched code, given the marker's offset. */
  patch: (code: string, at: number) => string;
}

/**
 * A Vite plugin that applies `patch` to one module. The build fails when the marker is missing,
 * found twice or not where expected, so an upgrade of the library cannot silently drop the patch.
 */
export function modulePatchPlugin({ name, file, module, marker, isExpected = () => true, patch }: ModulePatch): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0] ?? id)) return undefined;
      const at = code.indexOf(marker);
      if (at < 0 || code.indexOf(marker, at + 1) >= 0 || !isExpected(code, at)) {
        throw new Error(`${name}: ${module} changed; ${marker} not found once in ${id}`);
      }
      return { code: patch(code, at), map: null };
    },
  };
}
