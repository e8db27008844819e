import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Production builds with extra VITE_* settings that some specs serve themselves. */
export const VARIANTS = {
  'dist-analytics': {
    VITE_PLAUSIBLE_IS_TRACKER_ENABLED: 'true',
    VITE_PLAUSIBLE_DOMAIN: 'toolshed.test',
    VITE_PLAUSIBLE_API_HOST: 'http://127.0.0.1:4197',
    VITE_PLAUSIBLE_TRACK_LOCALHOST: 'true',
  },
  'dist-subpath': { VITE_APP_BASE_URL: '/tools/' },
  'dist-sw-v1': { VITE_APP_VERSION: '1.0.0' },
  'dist-sw-v2': { VITE_APP_VERSION: '2.0.0' },
} as const satisfies Record<string, Record<string, string>>;

export type Variant = keyof typeof VARIANTS;

function build(outDir: Variant): void {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    env: { ...process.env, ...VARIANTS[outDir] },
    stdio: 'ignore',
    timeout: 180_000,
  });
}

/** Builds every variant, one after the other (the global setup does it before workers start). */
export function buildAllVariants(): void {
  for (const outDir of Object.keys(VARIANTS) as Variant[]) build(outDir);
}

/**
 * The variant's folder (relative to the repo), built now unless the global setup built every variant
 * for this run: so builds never compete for the CPU with another worker's test.
 */
export function buildVariant(outDir: Variant): string {
  if (process.env.E2E_VARIANTS_BUILT !== '1') build(outDir);
  return join(repoRoot, outDir);
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain',
};

/** A tiny static server with SPA fallback whose root can be swapped (to publish a new version). */
export async function startStaticServer(root: string, port: number, prefix = '/') {
  let current = root;
  const server: Server = createServer((request, response) => {
    const full = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const path = full.startsWith(prefix) ? `/${full.slice(prefix.length)}` : full;
    let file = normalize(join(current, path));
    if (!file.startsWith(current) || !existsSync(file) || statSync(file).isDirectory()) file = join(current, 'index.html');
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    publish: (next: string) => (current = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
