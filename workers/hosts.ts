import type { CipherHost } from './hosts/cipher.worker';
import type { DiffHost } from './hosts/diff.worker';
import type { EmojiHost } from './hosts/emoji.worker';
import type { FigletHost } from './hosts/figlet.worker';
import type { HashHost } from './hosts/hash.worker';
import type { KdfHost } from './hosts/kdf.worker';
import type { KeysHost } from './hosts/keys.worker';
import type { MathHost } from './hosts/math.worker';
import type { OuiHost } from './hosts/oui.worker';
import type { PdfHost } from './hosts/pdf.worker';
import type { QrHost } from './hosts/qr.worker';
import type { SearchHost } from './hosts/search.worker';
import type { SqlHost } from './hosts/sql.worker';
import type { StrengthHost } from './hosts/strength.worker';
import type { TextHost } from './hosts/text.worker';
import type { TextStatsHost } from './hosts/text-stats.worker';

/**
 * The worker hosts, grouped by heavy dependency. Each factory is a literal `new Worker(new URL(…))`
 * so Vite bundles the host as its own chunk; nothing is spawned until a task needs it.
 */
export const hostFactories = {
  kdf: () => new Worker(new URL('./hosts/kdf.worker.ts', import.meta.url), { type: 'module', name: 'kdf' }),
  cipher: () => new Worker(new URL('./hosts/cipher.worker.ts', import.meta.url), { type: 'module', name: 'cipher' }),
  search: () => new Worker(new URL('./hosts/search.worker.ts', import.meta.url), { type: 'module', name: 'search' }),
  keys: () => new Worker(new URL('./hosts/keys.worker.ts', import.meta.url), { type: 'module', name: 'keys' }),
  hash: () => new Worker(new URL('./hosts/hash.worker.ts', import.meta.url), { type: 'module', name: 'hash' }),
  strength: () => new Worker(new URL('./hosts/strength.worker.ts', import.meta.url), { type: 'module', name: 'strength' }),
  pdf: () => new Worker(new URL('./hosts/pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' }),
  text: () => new Worker(new URL('./hosts/text.worker.ts', import.meta.url), { type: 'module', name: 'text' }),
  qr: () => new Worker(new URL('./hosts/qr.worker.ts', import.meta.url), { type: 'module', name: 'qr' }),
  sql: () => new Worker(new URL('./hosts/sql.worker.ts', import.meta.url), { type: 'module', name: 'sql' }),
  emoji: () => new Worker(new URL('./hosts/emoji.worker.ts', import.meta.url), { type: 'module', name: 'emoji' }),
  figlet: () => new Worker(new URL('./hosts/figlet.worker.ts', import.meta.url), { type: 'module', name: 'figlet' }),
  'text-stats': () =>
    new Worker(new URL('./hosts/text-stats.worker.ts', import.meta.url), { type: 'module', name: 'text-stats' }),
  math: () => new Worker(new URL('./hosts/math.worker.ts', import.meta.url), { type: 'module', name: 'math' }),
  oui: () => new Worker(new URL('./hosts/oui.worker.ts', import.meta.url), { type: 'module', name: 'oui' }),
  diff: () => new Worker(new URL('./hosts/diff.worker.ts', import.meta.url), { type: 'module', name: 'diff' }),
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
}

export type HostName = keyof HostApis;
