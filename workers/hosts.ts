import type { CipherHost } from './hosts/cipher';
import type { DiffHost } from './hosts/diff';
import type { EmojiHost } from './hosts/emoji';
import type { FigletHost } from './hosts/figlet';
import type { HashHost } from './hosts/hash';
import type { KdfHost } from './hosts/kdf';
import type { KeysHost } from './hosts/keys';
import type { MarkdownHost } from './hosts/markdown';
import type { MathHost } from './hosts/math';
import type { OuiHost } from './hosts/oui';
import type { PdfHost } from './hosts/pdf';
import type { QrHost } from './hosts/qr';
import type { RegexHost } from './hosts/regex';
import type { SearchHost } from './hosts/search';
import type { SqlHost } from './hosts/sql';
import type { StrengthHost } from './hosts/strength';
import type { TextHost } from './hosts/text';
import type { TextStatsHost } from './hosts/text-stats';

/**
 * The worker hosts, grouped by heavy dependency. Every host runs in a worker of the one entry,
 * `host.worker.ts`, named after the host (the entry loads that host's code by its name); the
 * literal `new Worker(new URL(…))` is what Vite bundles. Nothing is spawned until a task needs it.
 */
const spawnHost = (name: HostName) => new Worker(new URL('./host.worker.ts', import.meta.url), { type: 'module', name });

export const hostFactories = {
  kdf: () => spawnHost('kdf'),
  cipher: () => spawnHost('cipher'),
  search: () => spawnHost('search'),
  keys: () => spawnHost('keys'),
  hash: () => spawnHost('hash'),
  strength: () => spawnHost('strength'),
  pdf: () => spawnHost('pdf'),
  text: () => spawnHost('text'),
  qr: () => spawnHost('qr'),
  sql: () => spawnHost('sql'),
  emoji: () => spawnHost('emoji'),
  figlet: () => spawnHost('figlet'),
  'text-stats': () => spawnHost('text-stats'),
  math: () => spawnHost('math'),
  oui: () => spawnHost('oui'),
  diff: () => spawnHost('diff'),
  regex: () => spawnHost('regex'),
  markdown: () => spawnHost('markdown'),
} as const;

/** Each host's API, as the host file exports it (type-only: no worker code reaches the page). */
export interface HostApis {
  kdf: KdfHost;
  cipher: CipherHost;
  search: SearchHost;
  keys: KeysHost;
  hash: HashHost;
  strength: StrengthHost;
  pdf: PdfHost;
  text: TextHost;
  qr: QrHost;
  sql: SqlHost;
  emoji: EmojiHost;
  figlet: FigletHost;
  'text-stats': TextStatsHost;
  math: MathHost;
  oui: OuiHost;
  diff: DiffHost;
  regex: RegexHost;
  markdown: MarkdownHost;
}

export type HostName = keyof HostApis;
