import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hiddenSelectPlugin } from './hidden-select-plugin';

type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = hiddenSelectPlugin().transform as unknown as Transform;
const ID = '/app/node_modules/react-aria/dist/private/select/HiddenSelect.mjs';

describe('hiddenSelectPlugin', () => {
  it('makes the installed HiddenSelect render nothing without a name, before its <select> branch', () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('react-aria/package.json'));
    const file = join(root, 'dist/private/select/HiddenSelect.mjs');
    const patched = transform(readFileSync(file, 'utf8'), file)?.code ?? '';
    const guard = patched.indexOf('if (!name) return null;');
    expect(guard).toBeGreaterThan(0);
    expect(guard).toBeLessThan(patched.indexOf('if (state.collection.size <= 300) return'));
  });

  it('leaves other modules alone', () => {
    expect(transform('if (state.collection.size <= 300) return', '/app/node_modules/react-aria/dist/x.mjs')).toBeUndefined();
  });

  it('fails the build when the expected code is gone', () => {
    expect(() => transform('export function HiddenSelect() {}', ID)).toThrow(/HiddenSelect changed/);
  });
});
