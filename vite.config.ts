/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { englishStringsPlugin } from './src/i18n/english-strings-plugin.ts';
import { toolCataloguePlugin } from './src/tools/catalogue-plugin.ts';
import { mimeDbPlugin } from './src/lib/mime/plugin.ts';
import { gridModalityPlugin } from './src/ui/grid-modality-plugin.ts';
import { hiddenSelectPlugin } from './src/ui/hidden-select-plugin.ts';
import { ouiDataPlugin } from './src/tools/mac-address-lookup/oui-plugin.ts';
import { widgetLocales } from './src/i18n/languages.ts';

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

/**
 * Inlines a tiny boot script that, on a tool URL, preloads that tool's chunks (and its English
 * strings) right away, in parallel with the main bundle, instead of after the app has booted:
 * on a 150 ms-RTT phone network that saves a whole waterfall step. Files are listed once and
 * referenced by index to keep the HTML small. Every preload is `crossorigin`, as Vite's own
 * `<link rel=stylesheet>` for lazy CSS is: a mismatched credentials mode makes the browser fetch
 * the file twice.
 */
function routePreloads(base: string): Plugin {
  const staticClosure = (chunks: Map<string, OutputChunk>, start: string, into = new Set<string>()) => {
    if (into.has(start)) return into;
    into.add(start);
    const chunk = chunks.get(start);
    for (const file of chunk?.imports ?? []) staticClosure(chunks, file, into);
    for (const css of (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } })?.viteMetadata?.importedCss ?? [])
      into.add(css);
    return into;
  };
  return {
    name: 'toolshed-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = new Map<string, OutputChunk>();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
        const entry = [...chunks.values()].find((c) => c.isEntry);
        if (!entry) return html;
        const inShell = staticClosure(chunks, entry.fileName);
        const facade = (pattern: RegExp) =>
          [...chunks.values()].filter((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
        // Every tool page also needs the react-aria router glue, the list of English tool locale files,
        // the tools' loaders (catalogue-plugin.ts) and the English strings of the tool kit.
        const shared = [
          ...facade(/\/src\/ui\/AriaRouter\.tsx$/),
          ...facade(/\/src\/i18n\/tool-locales\/en\.ts$/),
          ...facade(/^\0virtual:tool-loaders$/),
          ...facade(/^\0virtual:english-app-more$/),
        ];
        const files: string[] = [];
        const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const routes: Record<string, number[]> = {};
        for (const chunk of facade(/\/src\/tools\/[^/]+\/ui\.tsx$/)) {
          const id = /\/src\/tools\/([^/]+)\/ui\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
          if (!id) continue;
          const needed = staticClosure(chunks, chunk.fileName);
          for (const part of shared) staticClosure(chunks, part.fileName, needed);
          for (const strings of facade(new RegExp(`/locales/en/tools/${id}\\.json$`))) needed.add(strings.fileName);
          routes[id] = [...needed].filter((file) => !inShell.has(file)).map(indexOf);
        }
        const script =
          `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)},b=${JSON.stringify(base)},p=location.pathname;` +
          `if(p.indexOf(b))return;var l=r[p.slice(b.length).replace(/\\/+$/,'')];if(!l)return;` +
          `l.forEach(function(i){var e=document.createElement('link'),c=/\\.css$/.test(f[i]);e.rel=c?'preload':'modulepreload';if(c)e.as='style';e.crossOrigin='';e.href=b+f[i];document.head.appendChild(e)})})();`;
        // After the entry script, so the browser requests the shell first (six connections per
        // host: the largest file should not queue behind the tool's), and before the style sheet:
        // an inline script after a style sheet waits for that sheet to download.
        return html.replace(/(\s*<link rel="stylesheet")/, `\n    <script>${script}</script>$1`);
      },
    },
  };
}

/**
 * Chunks for a phone network. By default every module shared by a different set of tools gets
 * its own file, so a tool route fetched ~55 files of 1–4 KB, queued six at a time behind the
 * browser's connection limit at a 150 ms round trip each. Instead:
 * - the shell's modules form one chunk (the home page fetches 3 files, not 9);
 * - every module that 20 or more tools use (react-aria's core, the tool kit, the worker bridge)
 *   forms one "kit" chunk: ~56 KB gzip that each tool route fetches once, with its own few files.
 * 20 measured best among 12–40 and tiered or entries-aware groupings: fewer tools per module
 * makes the kit carry code most routes do not use, more leaves the small files.
 */
function appChunks() {
  const toolOwn = /[\\/]src[\\/]tools[\\/][^\\/]+[\\/]|[\\/]locales[\\/]/;
  return [
    { name: 'shell', tags: ['$initial' as const], priority: 2 },
    {
      name: 'kit',
      test: (id: string) => !toolOwn.test(id),
      minShareCount: 20,
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
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
      // react-aria ships its widgets' strings in 34 locales; keep the interface languages' only.
      optimizeLocales.vite({ locales: Object.values(widgetLocales) }),
      hiddenSelectPlugin(),
      gridModalityPlugin(),
      toolCataloguePlugin(fileURLToPath(new URL('./src/tools', import.meta.url))),
      ouiDataPlugin(),
      mimeDbPlugin(),
      englishStringsPlugin(fileURLToPath(new URL('./locales/en/app.json', import.meta.url))),
      routePreloads(base),
      contentSecurityPolicy(command === 'build', analyticsHost),
      VitePWA({
        injectRegister: false,
        // A new version waits until nothing would be lost (src/app/service-worker.ts).
        registerType: 'prompt',
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
          // Streamed downloads are answered by public/stream-download-sw.js, loaded before workbox's routes.
          navigateFallbackDenylist: [/\/__download\//],
          importScripts: ['stream-download-sw.js'],
          clientsClaim: true,
        },
      }),
    ],
    // Worker bundles get their own plugins: the oui host imports virtual:oui-data, the hash host virtual:mime-db.
    worker: {
      format: 'es',
      plugins: () => [ouiDataPlugin(), mimeDbPlugin()],
      // The one worker build: each host's code as assets/<host>.worker-<hash>.js, what hosts share as
      // assets/<name>.worker-lib-<hash>.js (each worker instance fetches its own copy of both).
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId && /[/\\]workers[/\\]hosts[/\\]/.test(chunk.facadeModuleId)
              ? 'assets/[name].worker-[hash].js'
              : 'assets/[name].worker-lib-[hash].js',
        },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { output: { codeSplitting: { groups: appChunks() } } },
    },
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
