/** The parts of a keydown event the tool shows. */
export interface KeyEventLike {
  key: string;
  code: string;
  keyCode: number;
  location: number;
  metaKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}

export interface KeyInfo {
  key: string;
  /** What the large card shows: the key, or its code when the key is blank (the space bar). */
  displayedKey: string;
  keyCode: number;
  code: string;
  location: number;
  /** The active modifiers among Meta, Shift, Ctrl, Alt, in that order. */
  modifiers: string[];
}

const MODIFIERS = [
  ['metaKey', 'Meta'],
  ['shiftKey', 'Shift'],
  ['ctrlKey', 'Ctrl'],
  ['altKey', 'Alt'],
] as const;

export function keyInfo(event: KeyEventLike): KeyInfo {
  return {
    key: event.key,
    displayedKey: event.key.trim() === '' ? event.code || event.key : event.key,
    keyCode: event.keyCode,
    code: event.code,
    location: event.location,
    modifiers: MODIFIERS.filter(([flag]) => event[flag]).map(([, name]) => name),
  };
}

/** `KeyboardEvent.location` values and the i18n key that names each. */
export const LOCATION_NAMES: Readonly<Record<number, string>> = { 0: 'standard', 1: 'left', 2: 'right', 3: 'numpad' };

const FORM_FIELD_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Key presses typed into a form field (or any editable content) belong to that field, not to the
 * tool. A read-only field (such as the tool's own output rows) takes no typing, so it does not count.
 */
export const isFormField = (tagName: string, isContentEditable: boolean, readOnly = false): boolean =>
  isContentEditable || (FORM_FIELD_TAGS.has(tagName.toUpperCase()) && !readOnly);

/** Keys whose default action (scrolling, going back) would get in the way while the capture area has focus; Tab still leaves it. */
const CAPTURED_DEFAULTS = new Set([
  ' ',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'PageUp',
  'PageDown',
  'Home',
  'End',
  'Backspace',
]);
export const shouldPreventDefault = (key: string): boolean => CAPTURED_DEFAULTS.has(key);
