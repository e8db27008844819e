// The converter's fields and starting colour: what the page draws before colord arrives.

export const COLOR_FIELDS = ['hex', 'rgb', 'hsl', 'hwb', 'lch', 'cmyk', 'name'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

export const INITIAL_COLOR = '#1ea54c';

/** Lower-case #rrggbb or #rrggbbaa, as parseColor writes colours: a stored colour read without colord. */
export const isCanonicalHex = (text: string) => /^#[0-9a-f]{6}([0-9a-f]{2})?$/.test(text);
