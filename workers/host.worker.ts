/// <reference lib="webworker" />
import { exposeHost } from './expose-host';
import type { HostApis, HostName } from './hosts';

declare const self: DedicatedWorkerGlobalScope;

/**
 * The one worker entry: every host runs in a worker of this script, named after the host, and
 * loads only that host's code. One entry makes one worker build, so a library that several hosts
 * use (hash-wasm, fuse.js, json5 …) is one shared chunk instead of a copy in each worker file.
 */
const hostModules: { [H in HostName]: () => Promise<{ api: HostApis[H] }> } = {
  kdf: () => import('./hosts/kdf'),
  cipher: () => import('./hosts/cipher'),
  search: () => import('./hosts/search'),
  keys: () => import('./hosts/keys'),
  hash: () => import('./hosts/hash'),
  strength: () => import('./hosts/strength'),
  pdf: () => import('./hosts/pdf'),
  text: () => import('./hosts/text'),
  qr: () => import('./hosts/qr'),
  sql: () => import('./hosts/sql'),
  emoji: () => import('./hosts/emoji'),
  figlet: () => import('./hosts/figlet'),
  'text-stats': () => import('./hosts/text-stats'),
  math: () => import('./hosts/math'),
  oui: () => import('./hosts/oui'),
  diff: () => import('./hosts/diff'),
  regex: () => import('./hosts/regex'),
  markdown: () => import('./hosts/markdown'),
};

// Calls can arrive before the host's code has loaded: they wait here and are replayed to Comlink.
const early: MessageEvent[] = [];
const hold = (event: MessageEvent) => early.push(event);
self.addEventListener('message', hold);

const load = hostModules[self.name as HostName];
Promise.resolve(load ? load() : Promise.reject(new Error(`Unknown worker host "${self.name}"`))).then(
  ({ api }) => {
    self.removeEventListener('message', hold);
    exposeHost(api);
    for (const event of early.splice(0)) self.dispatchEvent(new MessageEvent('message', { data: event.data }));
  },
  (error: unknown) => {
    // Thrown outside the promise, so the page's Worker gets an `error` event: the bridge then fails
    // the waiting calls (a host chunk that cannot download must not hang its tool).
    setTimeout(() => {
      throw error;
    });
  },
);
