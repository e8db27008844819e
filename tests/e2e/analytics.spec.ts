import { expect, test } from './support/test';
import { createServer, type Server } from 'node:http';
import { buildVariant, startStaticServer } from './support/builds';

const COLLECTOR_PORT = 4197;
const SITE_PORT = 4196;

test.describe('analytics (opt-in build)', () => {
  test.describe.configure({ timeout: 240_000 });
  let collector: Server;
  let site: Awaited<ReturnType<typeof startStaticServer>>;
  const events: { contentType: string | undefined; body: Record<string, unknown> }[] = [];

  test.beforeAll(async () => {
    // Built with the collector's address (port 4197): see VARIANTS in support/builds.ts.
    const dir = buildVariant('dist-analytics');
    // A loopback stand-in for a Plausible server: records every event body.
    collector = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/api/event')
          events.push({ contentType: request.headers['content-type'], body: JSON.parse(text) });
        response.writeHead(202, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => collector.listen(COLLECTOR_PORT, '127.0.0.1', resolve));
    site = await startStaticServer(dir, SITE_PORT);
  });

  test.afterAll(async () => {
    await site?.close();
    await new Promise<void>((resolve) => collector?.close(() => resolve()));
  });

  test('sends page views on history changes and the support click, in Plausible format', async ({ page }) => {
    await page.goto(`${site.url}/`);
    await expect.poll(() => events.length).toBe(1);
    await page.getByRole('region', { name: 'All the tools' }).getByRole('link', { name: 'Bcrypt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bcrypt' })).toBeVisible();
    await expect.poll(() => events.length).toBe(2);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Support Toolshed' }).click();
    await (await popup).close();
    await expect
      .poll(() => events.map((e) => e.body.n))
      .toEqual(['pageview', 'pageview', 'Support button clicked', 'Outbound Link: Click']);
    const [home, tool, support] = events;
    expect(home?.contentType).toMatch(/^text\/plain/);
    expect(home?.body).toEqual({ n: 'pageview', u: `${site.url}/`, d: 'toolshed.test', r: null, w: 1280, h: 0 });
    expect(tool?.body).toMatchObject({ n: 'pageview', u: `${site.url}/bcrypt`, d: 'toolshed.test' });
    expect(support?.body).toMatchObject({ n: 'Support button clicked', u: `${site.url}/bcrypt` });
  });

  test('respects localStorage plausible_ignore', async ({ page }) => {
    const before = events.length;
    await page.goto(`${site.url}/`);
    await expect.poll(() => events.length).toBe(before + 1);
    await page.evaluate(() => localStorage.setItem('plausible_ignore', 'true'));
    await page.reload();
    await page.getByRole('region', { name: 'All the tools' }).getByRole('link', { name: 'Bcrypt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bcrypt' })).toBeVisible();
    await page.waitForTimeout(500);
    // Only the first load (before the flag was set) was counted.
    expect(events.length - before).toBe(1);
  });
});
