import { describe, expect, it } from 'vitest';
import { isFormField, keyInfo, shouldPreventDefault, type KeyEventLike } from './logic';

const press = (event: Partial<KeyEventLike>): KeyEventLike => ({
  key: 'a',
  code: 'KeyA',
  keyCode: 65,
  location: 0,
  metaKey: false,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  ...event,
});

describe('keyInfo', () => {
  it.each([
    [press({}), { key: 'a', displayedKey: 'a', keyCode: 65, code: 'KeyA', location: 0, modifiers: [] }],
    [press({ key: 'A', shiftKey: true }), { key: 'A', displayedKey: 'A', modifiers: ['Shift'] }],
    // Every modifier, always in the order Meta, Shift, Ctrl, Alt.
    [press({ altKey: true, ctrlKey: true, shiftKey: true, metaKey: true }), { modifiers: ['Meta', 'Shift', 'Ctrl', 'Alt'] }],
    [press({ altKey: true, ctrlKey: true }), { modifiers: ['Ctrl', 'Alt'] }],
    [
      press({ key: 'Shift', code: 'ShiftRight', keyCode: 16, location: 2, shiftKey: true }),
      { location: 2, modifiers: ['Shift'] },
    ],
    [press({ key: 'Enter', code: 'NumpadEnter', keyCode: 13, location: 3 }), { displayedKey: 'Enter', location: 3 }],
    // The space bar's key is a blank: the card shows its code instead.
    [press({ key: ' ', code: 'Space', keyCode: 32 }), { key: ' ', displayedKey: 'Space', keyCode: 32 }],
    // Non-Latin layouts, dead keys and IME composition.
    [press({ key: 'ф', code: 'KeyA', keyCode: 65 }), { key: 'ф', displayedKey: 'ф', code: 'KeyA' }],
    [press({ key: 'Dead', code: 'BracketLeft', keyCode: 219 }), { displayedKey: 'Dead' }],
    [press({ key: 'Process', code: '', keyCode: 229 }), { keyCode: 229, code: '' }],
    [press({ key: 'é', code: '', keyCode: 0 }), { key: 'é', keyCode: 0 }],
  ])('%o', (event, expected) => expect(keyInfo(event)).toMatchObject(expected));
});

describe('isFormField', () => {
  it.each([
    ['INPUT', false, false, true],
    ['textarea', false, false, true],
    ['SELECT', false, false, true],
    ['DIV', true, false, true],
    // Read-only fields take no typing.
    ['INPUT', false, true, false],
    ['TEXTAREA', false, true, false],
    ['DIV', false, false, false],
    ['BUTTON', false, false, false],
    ['BODY', false, false, false],
  ])('%s (editable %s, read-only %s) → %s', (tag, editable, readOnly, field) =>
    expect(isFormField(tag, editable, readOnly)).toBe(field),
  );
});

describe('shouldPreventDefault', () => {
  it.each([
    [' ', true],
    ['ArrowDown', true],
    ['PageUp', true],
    ['Tab', false],
    ['Escape', false],
    ['a', false],
    ['F5', false],
  ])('%j → %s', (key, prevent) => expect(shouldPreventDefault(key)).toBe(prevent));
});
