import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every browser test runs under the build's Content-Security-Policy (a meta tag, see vite.config.ts),
 * and any violation it causes — a blocked script, style, worker, frame or connection — fails it.
 * `cspViolations` lists them as they come (a test that provokes one on purpose empties it).
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});
