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
} as const;

export type HostName = keyof typeof hostFactories;
