import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every browser test runs under the build's Content-Security-Policy (a meta tag, see vite.config.ts),
 * and any violation it causes — a blocked script, style, worker, frame or connection — fails it.
 * `cspViolations` lists them as they come (a test that provokes one on purpose empties it).
 */
export const test = base.extend<{ cspViolations: string[]; storageWritesBeforeReload: void }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A tool stores its state in IndexedDB after the render that changed it, and the write commits a
   * few milliseconds later; a reload in between aborts it. A person never reloads that fast, a
   * driver does (`fill()` then `reload()`): every reload and navigation first waits for the page's
   * storage writes to commit. The page counts its read-write transactions still open.
   */
  storageWritesBeforeReload: [
    async ({ context, page }, use) => {
      await context.addInitScript(() => {
        const counted = window as unknown as { __storageWritesOpen: number };
        counted.__storageWritesOpen = 0;
        const transaction = IDBDatabase.prototype.transaction;
        IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
          const opened = transaction.apply(this, args);
          if (opened.mode !== 'readonly') {
            counted.__storageWritesOpen++;
            // An error is followed by an abort: the transaction is counted out once.
            let open = true;
            const closed = () => {
              if (open) counted.__storageWritesOpen--;
              open = false;
            };
            for (const end of ['complete', 'abort', 'error'] as const) opened.addEventListener(end, closed);
          }
          return opened;
        } as IDBDatabase['transaction'];
      });
      const settled = async () => {
        if (page.url() === 'about:blank') return;
        // Two frames: the render and effects that follow the last input have run, and started their writes.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await page.waitForFunction(
          () => ((window as unknown as { __storageWritesOpen?: number }).__storageWritesOpen ?? 0) === 0,
        );
      };
      const reload = page.reload.bind(page);
      const goto = page.goto.bind(page);
      page.reload = async (options) => {
        await settled();
        return reload(options);
      };
      page.goto = async (url, options) => {
        await settled();
        return goto(url, options);
      };
      await use();
    },
    { auto: true },
  ],
});
