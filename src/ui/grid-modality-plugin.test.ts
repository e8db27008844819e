import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gridModalityPlugin } from './grid-modality-plugin';

type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = gridModalityPlugin().transform as unknown as Transform;
const ID = '/app/node_modules/react-aria/dist/private/grid/useHighlightSelectionDescription.mjs';

describe('gridModalityPlugin', () => {
  it('binds the installed grid description to the modality getter instead of the subscribing hook', () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('react-aria/package.json'));
    const file = join(root, 'dist/private/grid/useHighlightSelectionDescription.mjs');
    const original = readFileSync(file, 'utf8');
    const patched = transform(original, file)?.code ?? '';
    const local = /import \{useInteractionModality as ([$\w]+)\}/.exec(original)?.[1];
    expect(local).toBeDefined();
    expect(patched).toContain(`import {getInteractionModality as ${local}}`);
    expect(patched).not.toContain('useInteractionModality');
    // The hook's call site is left as it was: it now calls the getter.
    expect(patched).toContain(`let modality = (0, ${local})();`);
    // The getter exists where the import points.
    expect(readFileSync(join(root, 'dist/private/interactions/useFocusVisible.mjs'), 'utf8')).toMatch(
      / as getInteractionModality[,}]/,
    );
  });

  it('leaves other modules alone', () => {
    expect(
      transform('import {useInteractionModality as $a} from "x";', '/app/node_modules/react-aria/dist/x.mjs'),
    ).toBeUndefined();
  });

  it('fails the build when the expected import is gone', () => {
    expect(() => transform('export function useHighlightSelectionDescription() {}', ID)).toThrow(/changed/);
  });
});
