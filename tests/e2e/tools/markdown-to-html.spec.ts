import AxeBuilder from '@axe-core/playwright';
import { Marked } from 'marked';
import { expect, test, type Page } from '../support/test';

const MARKDOWN =
  '# Hello\n\n**Bold** ~~old~~ café 😀 and [a link](https://example.com/)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done';
const HTML = [
  '<h1>Hello</h1>',
  '<p><strong>Bold</strong> <del>old</del> café 😀 and <a href="https://example.com/">a link</a></p>',
  '<table>',
  '<thead>',
  '<tr>',
  '<th>a</th>',
  '<th>b</th>',
  '</tr>',
  '</thead>',
  '<tbody><tr>',
  '<td>1</td>',
  '<td>2</td>',
  '</tr>',
  '</tbody></table>',
  '<ul>',
  '<li><input checked="" disabled="" type="checkbox"> done</li>',
  '</ul>',
].join('\n');

const input = (page: Page) => page.getByRole('textbox', { name: 'Your Markdown to convert', exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: 'Output HTML', exact: true });
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

test.describe('markdown-to-html', () => {
  test('converts Markdown, previews it in a sandboxed frame, prints the frame and keeps the text', async ({ page }) => {
    await page.goto('/markdown-to-html');
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown to HTML' })).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', 'Your Markdown content...');
    const print = page.getByRole('button', { name: 'Print as PDF', exact: true });
    await expect(print).toBeDisabled();

    await input(page).fill(MARKDOWN);
    await expect(output(page)).toHaveText(HTML, { useInnerText: true });
    await expect(preview(page).getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
    await expect(preview(page).getByRole('link', { name: 'a link' })).toHaveAttribute('target', '_blank');
    await expect(preview(page).getByRole('link', { name: 'a link' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(preview(page).getByRole('cell', { name: '2' })).toBeVisible();
    // Never scripts in the frame; same origin only so that the page may call its print().
    const frame = page.locator('iframe[title="Preview"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-modals allow-popups allow-popups-to-escape-sandbox');
    expect(await page.evaluate(() => document.title)).toBe('Markdown to HTML - Toolshed');
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentDocument?.title)).toBe('Hello');
    // Legacy mode: the frame runs no script, so axe cannot run inside it (and its newer mode waits forever).
    const scan = await new AxeBuilder({ page }).include('main').setLegacyMode().analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // A link opens its page in a new tab of its own, not inside the preview.
    await page
      .context()
      .route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Example</title>' }));
    const opened = page.context().waitForEvent('page');
    await preview(page).getByRole('link', { name: 'a link' }).click();
    const tab = await opened;
    await expect(tab).toHaveURL('https://example.com/');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await expect(preview(page).getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();

    // "Print as PDF" prints the preview frame, not the page, and opens no window.
    await frame.evaluate((element: HTMLIFrameElement) => {
      const frameWindow = element.contentWindow as Window & { printed?: number };
      frameWindow.printed = 0;
      frameWindow.print = () => void frameWindow.printed!++;
      window.print = () => {
        throw new Error('the page itself was printed');
      };
    });
    const pages = page.context().pages().length;
    await print.click();
    expect(
      await frame.evaluate((element: HTMLIFrameElement) => (element.contentWindow as Window & { printed?: number }).printed),
    ).toBe(1);
    expect(page.context().pages()).toHaveLength(pages);

    // The text survives a reload.
    await page.reload();
    await expect(input(page)).toHaveValue(MARKDOWN);
    await expect(output(page)).toHaveText(HTML, { useInnerText: true });
    await expect(preview(page).getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();

    // Emptied: no output, no preview, nothing to print.
    await input(page).fill('  \n');
    await expect(output(page)).toHaveText('', { useInnerText: true });
    await expect(page.locator('iframe[title="Preview"]')).toHaveCount(0);
    await expect(print).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the sandboxed frame is allowed to print (allow-modals)', async ({ page }) => {
    const ignored: string[] = [];
    page.on('console', (message) => {
      if (/print\(\)/.test(message.text())) ignored.push(message.text());
    });
    await page.goto('/markdown-to-html');
    await input(page).fill('# Printable');
    await expect(preview(page).getByRole('heading', { name: 'Printable' })).toBeVisible();
    // The real print(): headless Chromium has no dialog and returns; a frame without allow-modals
    // would log "Ignored call to 'print()'".
    await page.getByRole('button', { name: 'Print as PDF', exact: true }).click();
    await page.waitForTimeout(500);
    expect(ignored).toEqual([]);
  });

  // Sanitised by DOMPurify in the page (happy-dom's parser is not faithful enough to test it in Node).
  const UNSAFE: [string, string, string][] = [
    ['a script element is removed', 'a\n\n<script>parent.xss = 1</script>', '<p>a</p>'],
    ['an event handler is removed', '<img src="data:," alt="x" onerror="parent.xss = 2">', '<img src="data:," alt="x">'],
    ['a javascript: link loses its href', '[x](javascript:parent.xss=3)', '<p><a>x</a></p>'],
    ['a frame is removed', 'b <iframe srcdoc="<script>parent.xss=4</script>"></iframe>', '<p>b </p>'],
    [
      'an SVG script and handler are removed',
      'c <svg onload="parent.xss=5"><script>parent.xss=6</script><circle r="1"></circle></svg>',
      '<p>c <svg><circle r="1"></circle></svg></p>',
    ],
    [
      'a handler in a quoted-looking text is no handler',
      'a <b title=\'x onclick="y"\'>z</b>',
      '<p>a <b title="x onclick=&quot;y&quot;">z</b></p>',
    ],
    // Dropped before parsing too: Chromium would report its URL against the page's base-uri.
    ['a base element is removed', 'd <base href="https://evil.example/">', '<p>d </p>'],
    ['safe raw HTML stays', '<details><summary>More</summary>text</details>', '<details><summary>More</summary>text</details>'],
  ];
  // No CSP report either: handlers are dropped before the browser parses the HTML (event-handlers.ts).
  test('sanitises the HTML: no script, handler or javascript: URL gets through', async ({ page }) => {
    await page.goto('/markdown-to-html');
    for (const [name, markdown, html] of UNSAFE) {
      await input(page).fill(markdown);
      await expect(output(page), name).toHaveText(html, { useInnerText: true });
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as Window & { xss?: number }).xss)).toBeUndefined();
  });

  test('converts a long text in slices into the same HTML as marked gives at once', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/markdown-to-html');
    const markdown = Array.from(
      { length: 300 },
      (_, i) => `## Part ${i}\n\nSome *text* ${i} and [a link](https://example.com/${i}).`,
    ).join('\n\n');
    const expected = new Marked({ gfm: true }).parse(markdown, { async: false }).trimEnd();
    await input(page).fill(markdown);
    await expect(output(page)).toContainText('<h2>Part 0</h2>', { useInnerText: true });
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(preview(page).getByRole('heading', { name: 'Part 299', exact: true })).toHaveCount(1);
    expect(
      await page.locator('iframe[title="Preview"]').evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.title),
    ).toBe('Part 0');

    // With raw HTML the text is sanitised whole, still without its handler.
    await input(page).fill(`${markdown}\n\n<b onclick="parent.xss = 1">bold</b>`);
    await expect(output(page)).toContainText('<h2>Part 0</h2>', { useInnerText: true });
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${expected}\n<p><b>bold</b></p>`);
  });

  test('says a text nested too deeply, as the markdown worker found it, and recovers', async ({ page }) => {
    await page.goto('/markdown-to-html');
    await input(page).fill(`${'>'.repeat(30_000)} deep`);
    await expect(page.getByRole('alert')).toContainText('nested too deeply', { timeout: 20_000 });
    await expect(output(page)).toHaveText('', { useInnerText: true });
    await input(page).fill('# Back');
    await expect(output(page)).toHaveText('<h1>Back</h1>', { useInnerText: true });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('keeps the preview and its scroll while a long text is edited', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/markdown-to-html');
    const markdown = Array.from({ length: 100 }, (_, i) => `## Part ${i}\n\nSome *text* ${i}.`).join('\n\n');
    await input(page).fill(markdown);
    await expect(preview(page).getByRole('heading', { name: 'Part 99', exact: true })).toHaveCount(1);
    const frame = page.locator('iframe[title="Preview"]');
    await frame.evaluate((element: HTMLIFrameElement) => {
      element.dataset.first = 'yes';
      element.contentWindow!.scrollTo(0, 1500);
    });
    // Typing at the end: each keystroke waits for the text to settle, and the frame stays all along.
    const removed = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const frame = document.querySelector('iframe[title="Preview"]');
          const observer = new MutationObserver(() => {
            if (frame?.isConnected) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(false), 2_000);
        }),
    );
    await input(page).press('ControlOrMeta+End');
    await input(page).pressSequentially(' more', { delay: 50 });
    expect(await removed).toBe(false);
    await expect(preview(page).getByText('Some text 99. more', { exact: true })).toHaveCount(1);
    await expect(frame).toHaveAttribute('data-first', 'yes');
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow!.scrollY)).toBe(1500);
    // The HTML itself is never another text's: it follows once the text settles.
    await expect(output(page)).toContainText('<h2>Part 0</h2>', { useInnerText: true });
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/<p>Some <em>text<\/em> 99\. more<\/p>$/);
  });
});
