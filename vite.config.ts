/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

function lastCommitSha(): string {
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/** Adds a Content-Security-Policy meta whose script-src allows exactly the inline boot script (by hash). */
function contentSecurityPolicy(enabled: boolean, connectHost: string): Plugin {
  return {
    name: 'toolshed-csp',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!enabled) return html;
        const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
          (m) =>
            `'sha256-${createHash('sha256')
              .update(m[1] ?? '')
              .digest('base64')}'`,
        );
        const connect = ["'self'", connectHost].filter(Boolean).join(' ');
        const policy = [
          "default-src 'self'",
          `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "media-src 'self' blob: mediastream:",
          "font-src 'self' data:",
          `connect-src ${connect} data: blob:`,
          "worker-src 'self' blob:",
          "object-src 'none'",
          "base-uri 'self'",
        ].join('; ');
        return html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const base = env.VITE_APP_BASE_URL || '/';
  const appEnv = env.VITE_APP_ENV || (mode === 'production' ? 'production' : mode === 'test' ? 'test' : 'development');
  const analyticsHost = env.VITE_PLAUSIBLE_API_HOST || '';
  return {
    base,
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@workers': fileURLToPath(new URL('./workers', import.meta.url)),
        '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
      },
    },
    define: {
      'import.meta.env.VITE_APP_ENV': JSON.stringify(appEnv),
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(env.VITE_APP_VERSION || pkg.version),
      'import.meta.env.VITE_APP_LAST_COMMIT_SHA': JSON.stringify(env.VITE_APP_LAST_COMMIT_SHA || lastCommitSha()),
    },
    plugins: [
      react(),
      contentSecurityPolicy(command === 'build', analyticsHost),
      VitePWA({
        injectRegister: false,
        registerType: 'autoUpdate',
        manifest: {
          name: 'Toolshed',
          short_name: 'Toolshed',
          description: 'Handy tools for developers, in your browser',
          theme_color: '#18a058',
          background_color: '#f1f5f9',
          display: 'standalone',
          icons: [
            { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          ],
        },
        workbox: {
          // Every tool chunk, worker, locale and WASM is precached: every tool works offline after one visit.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json,wasm,txt}'],
          maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
          navigateFallback: 'index.html',
          clientsClaim: true,
          skipWaiting: true,
        },
      }),
    ],
    worker: { format: 'es' },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['tests/unit/setup.ts'],
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
      pool: 'threads',
    },
  };
});
