import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A production build with extra VITE_* settings, into `outDir` (relative to the repo). */
export function buildVariant(outDir: string, env: Record<string, string>): string {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    timeout: 180_000,
  });
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
