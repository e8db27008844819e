// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFieldSetters } from './useFieldSetters';

interface Options {
  sideBySide: boolean;
  indent: number;
}

describe('useFieldSetters', () => {
  it('gives one setter per field, the same across renders, that patches that field', () => {
    const { result, rerender } = renderHook(() => {
      const [state, setState] = useState<Options>({ sideBySide: false, indent: 2 });
      const setter = useFieldSetters<Options>((patch) => setState((previous) => ({ ...previous, ...patch })));
      return { state, setter };
    });
    const setSideBySide = result.current.setter('sideBySide');
    const setIndent = result.current.setter('indent');
    expect(setIndent).not.toBe(setSideBySide);
    act(() => setSideBySide(true));
    rerender();
    expect(result.current.setter('sideBySide')).toBe(setSideBySide);
    act(() => setIndent(4));
    expect(result.current.state).toEqual({ sideBySide: true, indent: 4 });
  });
});
