// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDraft } from './useDraft';

function Field({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [shown, change] = useDraft(value, onChange);
  return <input aria-label={label} value={shown} onChange={(event) => change?.(event.target.value)} />;
}

// An owner that builds its whole state from the one it rendered with, as the benchmark builder does.
let held = { title: '', value: '' };
function Suite() {
  const [suite, setSuite] = useState({ title: '', value: '1' });
  // What the owner holds once rendered (a layout effect runs in the render's commit).
  useLayoutEffect(() => {
    held = suite;
  });
  return (
    <>
      <Field label="Title" value={suite.title} onChange={(title) => setSuite({ ...suite, title })} />
      <Field label="Value" value={suite.value} onChange={(value) => setSuite({ ...suite, value: value.replace(/\D/g, '') })} />
    </>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// Events dispatched as a browser does, outside act() (Testing Library's fireEvent is wrapped in it).
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const keyDown = (input: HTMLInputElement, key: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

// React renders the owner in a later task: the tests look before and after it.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeAll(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});
afterEach(cleanup);

describe('useDraft', () => {
  it('shows a change at once and hands it to the owner in a later task; the owner has the last word', async () => {
    render(<Suite />);
    typeInto(field('Value'), '12a');
    expect(field('Value').value).toBe('12a');
    expect(held.value).toBe('1');
    await settle();
    expect(held.value).toBe('12');
    expect(field('Value').value).toBe('12');
  });

  it('an input that comes before the owner rendered makes it render first: no change is lost', async () => {
    render(<Suite />);
    typeInto(field('Title'), 'Fast');
    expect(held.title).toBe('');
    // The next keystroke, in another field, within the same frame.
    keyDown(field('Value'), '2');
    expect(held.title).toBe('Fast');
    typeInto(field('Value'), '12');
    await settle();
    expect(held).toEqual({ title: 'Fast', value: '12' });
    expect([field('Title').value, field('Value').value]).toEqual(['Fast', '12']);
  });
});
