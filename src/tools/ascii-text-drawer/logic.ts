import figlet from 'figlet';
import { InputError } from '@/lib/errors';
import { widthError } from './options';

/**
 * The FIGlet fonts that ship with the app: one lazy chunk each, so a font is fetched (or read from
 * the service worker's precache, offline) only when chosen. Left out: the twelve multi-script
 * TOIlet bitmap fonts ("Mono 12", "Big ASCII 9"…), 6 MB between them, and three files that repeat
 * another font under a second spelling ("ANSI-Compact", "babyface-lame", "babyface-leet").
 */
const fontFiles = import.meta.glob<string>(
  [
    '/node_modules/figlet/importable-fonts/*.js',
    '!/node_modules/figlet/importable-fonts/{ASCII,Big ASCII,Big Mono,Mono,Small ASCII,Small Mono} {9,12}.js',
    '!/node_modules/figlet/importable-fonts/{ANSI-Compact,babyface-lame,babyface-leet}.js',
  ],
  { import: 'default' },
);

const fontNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.js'.length);
const loaders = new Map(Object.entries(fontFiles).map(([path, load]) => [fontNameOf(path), load]));

/** The names of the bundled font files (for the test that keeps options.ts in step). */
export const bundledFontNames = (): string[] => [...loaders.keys()];

const parsed = new Map<string, Promise<void>>();

/** Fetches and parses a bundled font once; a failed fetch is retried at the next call. Resolves to its name. */
export async function loadFont(name: string): Promise<string> {
  let pending = parsed.get(name);
  if (!pending) {
    const load = loaders.get(name);
    if (!load) throw new InputError('unknownFont', { font: name });
    pending = load().then((data) => {
      figlet.parseFont(name, data);
    });
    parsed.set(name, pending);
    pending.catch(() => parsed.delete(name));
  }
  await pending;
  return name;
}

/**
 * `text` drawn in the FIGlet font `font`, wrapped on whitespace to `width` columns (0: no limit).
 * Trailing spaces are kept; figlet's hard blanks become spaces.
 */
export async function renderAsciiArt(text: string, font: string, width: number): Promise<string> {
  const problem = widthError(width);
  if (problem) throw new InputError(problem);
  await loadFont(font);
  if (text === '') return '';
  return figlet.textSync(text, { font, width, whitespaceBreak: true });
}
