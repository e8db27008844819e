/** The one hand-edited list: category ids in menu and catalogue order. */
export const categories = [
  'crypto',
  'converter',
  'web',
  'images-videos',
  'development',
  'network',
  'math',
  'measurement',
  'text',
  'data',
] as const;

export type CategoryId = (typeof categories)[number];

export const isCategory = (value: string): value is CategoryId => (categories as readonly string[]).includes(value);
