import { expect, test } from './support/test';

test('the page carries a strict Content-Security-Policy, and a violation is caught', async ({ page, cspViolations }) => {
  await page.goto('/');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const directives = new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const scripts = directives.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).toContain("'wasm-unsafe-eval'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);

  // Injected inline code does not run, and the guard every test runs under reports it.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  cspViolations.length = 0; // provoked on purpose: not a failure of this test
});
