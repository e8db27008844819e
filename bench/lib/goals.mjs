// The goals of foundation item 11 and the peer app's numbers on the same profile, for comparison.
// KB = 1000 bytes, as Vite prints sizes.

export const PEER = Object.freeze({
  name: 'IT-Tools',
  homeFcp: '3.9 s',
  toolUsable: '4.6–5.8 s',
  homeJsCss: '324 KB',
});

export const GOALS = Object.freeze({
  homeJsCssGzip: 120_000,
  // What one tool may add to `/` (catalogue record + English name and description).
  toolShareGzip: 300,
  homeFcpMs: 1500,
  toolUsableMs: 2000,
  // Static first load of any tool route (shell + the tool's chunk, its static imports and strings).
  toolRouteStaticGzip: 250_000,
  // Everything the service worker precaches, for the full catalogue.
  wholeAppGzip: 4_000_000,
  toolTbtMs: 100,
  // A normal input answers within this (the tool's own debounce excluded).
  toolLatencyMs: 100,
  // No main-thread task longer than this while a tool works.
  longestTaskMs: 50,
});

/** Tool routes whose first load is measured by default (`--all` measures every registered tool) and by the quick guard. */
export const DEFAULT_TOOL_ROUTES = Object.freeze(['token-generator', 'bcrypt', 'json-prettify']);
