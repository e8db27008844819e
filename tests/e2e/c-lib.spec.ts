import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * /c-lib exists only in development builds (a page for developers, kept out of production). The main webServer serves the
 * production build; this spec starts its own `vite preview` of the development build
 * (`npx vite build --mode development --outDir dist-dev`, made by .ci/test-all).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const devDist = process.env.C_LIB_DIST ?? 'dist-dev';
// Not 4190: browsers refuse it (a "bad port" of the Fetch standard).
const devPort = Number(process.env.C_LIB_PORT ?? 4191);
const devURL = `http://127.0.0.1:${devPort}`;
const prodDist = process.env.E2E_DIST ?? 'dist';
/** A string only demo code contains (ComponentLibrary's C_LIB_MARKER). */
const DEMO_MARKER = 'toolshed-c-lib-demos';

const demoIds = [
  'alert',
  'button',
  'buttons-select',
  'card',
  'collapse',
  'file-upload',
  'input-text',
  'link',
  'markdown',
  'modal-value',
  'modal',
  'select',
  'table',
  'text-copyable',
  'tooltip',
];

function scriptsOf(dist: string): string[] {
  const assets = join(root, dist, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'));
}

async function expectNoSeriousViolations(page: Page, include: string, disableRules: string[] = []) {
  const results = await new AxeBuilder({ page }).include(include).disableRules(disableRules).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Tabs until `target` has the focus (at most `max` presses: the side menu lists every tool before the demo). */
async function tabTo(page: Page, target: Locator, max = 150) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('production build', () => {
  test('has no /c-lib route: the Not Found page', async ({ page }) => {
    await page.goto('/c-lib');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await page.goto('/c-lib/button');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  });

  test('ships no demo code', () => {
    const scripts = scriptsOf(prodDist);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((code) => code.includes(DEMO_MARKER))).toHaveLength(0);
    expect(readdirSync(join(root, prodDist, 'assets')).filter((f) => /ComponentLibrary/.test(f))).toEqual([]);
  });
});

test.describe('development build', () => {
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    expect(
      existsSync(join(root, devDist, 'index.html')),
      `${devDist} missing: run npx vite build --mode development --outDir ${devDist}`,
    ).toBe(true);
    // Its own process group, so afterAll stops npx and the vite it starts.
    server = spawn('npx', ['vite', 'preview', '--port', String(devPort), '--strictPort', '--outDir', devDist], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(devURL)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`vite preview of ${devDist} did not start on ${devURL}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(() => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });

  test.use({ baseURL: devURL, permissions: ['clipboard-read', 'clipboard-write'] });

  test('the build contains the demo chunk', () => {
    expect(scriptsOf(devDist).some((code) => code.includes(DEMO_MARKER))).toBe(true);
  });

  test('index links to every demo', async ({ page }) => {
    await page.goto('/c-lib');
    await expect(page.getByRole('heading', { level: 1, name: 'UI Lib' })).toBeVisible();
    await expect(page).toHaveTitle('UI Lib - Toolshed');
    const nav = page.getByRole('navigation', { name: 'Component demos' });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual(demoIds.map((id) => `/c-lib/${id}`));
    // Keyboard: Tab to the Button demo link and follow it with Enter.
    await tabTo(page, nav.getByRole('link', { name: 'Button', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${devURL}/c-lib/button`);
    await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
  });

  test('every demo passes axe in the dark theme too', async ({ page }) => {
    // One axe scan per demo page, in one test: its time grows with the number of demos.
    test.setTimeout(demoIds.length * 15_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const id of demoIds) {
      await page.goto(`/c-lib/${id}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator(`[data-demo="${id}"]`)).toBeVisible();
      await expectNoSeriousViolations(page, 'main');
    }
  });

  test('an unknown demo is Not Found', async ({ page }) => {
    await page.goto('/c-lib/nope');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  });

  /** Opens a demo, checks its heading and console, runs the keyboard scenario and an axe scan. */
  function demo(id: string, title: string, scenario: (page: Page) => Promise<void>) {
    test(`demo ${id}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`/c-lib/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} - UI Lib - Toolshed`);
      await expectNoSeriousViolations(page, 'main');
      await scenario(page);
      expect(errors).toEqual([]);
    });
  }

  demo('alert', 'Alert', async (page) => {
    await expect(page.getByRole('status').filter({ hasText: 'Warning alert' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error alert' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Show an error' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong (demo).' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText('Something went wrong (demo).')).toHaveCount(0);
  });

  demo('button', 'Button', async (page) => {
    for (const [size, height] of [
      ['small', 28],
      ['medium', 34],
      ['large', 40],
    ] as const) {
      for (const variant of ['default', 'primary', 'warning', 'error']) {
        const box = await page.getByRole('button', { name: `${variant} ${size}`, exact: true }).boundingBox();
        expect(Math.round(box?.height ?? 0), `${variant} ${size}`).toBe(height);
      }
    }
    const press = page.getByRole('button', { name: 'Press me' });
    await tabTo(page, press);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByText('Pressed 2 times')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Like' })).toBeFocused();
  });

  demo('buttons-select', 'Buttons select', async (page) => {
    const group = page.getByRole('radiogroup', { name: 'Output format' });
    await expect(group.getByRole('radio', { name: 'JSON' })).toBeChecked();
    await tabTo(page, group.getByRole('radio', { name: 'JSON' }));
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'YAML' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio', { name: 'YAML' })).toBeChecked();
    await expect(page.getByText('Selected: yaml')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Selected: toml')).toBeVisible();
    // Sizes: the "Large" choice makes its buttons 40 px high.
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    await sizes.getByRole('radio', { name: 'Large' }).focus();
    await page.keyboard.press('Enter');
    expect(Math.round((await sizes.getByRole('radio', { name: 'Large' }).boundingBox())?.height ?? 0)).toBe(40);
  });

  demo('card', 'Card', async (page) => {
    const card = page.getByRole('region', { name: 'Card with a title' });
    await expect(card.getByRole('heading', { name: 'Card with a title' })).toBeVisible();
    await tabTo(page, card.getByRole('button', { name: 'Like this card' }));
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Liked' })).toBeFocused();
  });

  demo('collapse', 'Collapse', async (page) => {
    const trigger = page.getByRole('button', { name: 'What is Toolshed?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Handy tools for developers that run entirely in the browser.')).toBeHidden();
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Handy tools for developers that run entirely in the browser.')).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Is it free?' })).toHaveAttribute('aria-expanded', 'false');
  });

  demo('file-upload', 'File upload', async (page) => {
    const picker = page.getByRole('button', { name: 'File to inspect', exact: true });
    await expect(picker).toHaveAccessibleDescription('Drag and drop a file here, or click to select a file');
    await tabTo(page, picker);
    const chooser = page.waitForEvent('filechooser');
    await page.evaluate(() => 0); // a round trip, so the file chooser interception is on before Enter
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('hello world') });
    await expect(page.getByText('Received hello.txt, 11 B')).toBeVisible();
    await expect(picker).toContainText('Selected file: hello.txt (11 B)');

    // Dropping: the zone is highlighted while a file is dragged over it.
    const zone = page.getByRole('button', { name: 'Text files', exact: true }).locator('xpath=..');
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
      transfer.items.add(new File(['{}'], 'data.json', { type: 'application/json' }));
      // Make the script-made drag look like one from the desktop: effectAllowed "all" (it is stuck
      // at "none") and file-system entries for its files (webkitGetAsEntry is null for them).
      Object.defineProperty(transfer, 'effectAllowed', { value: 'all' });
      Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
        configurable: true,
        value: () => ({ isFile: true, isDirectory: false }),
      });
      return transfer;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await expect(zone).toHaveAttribute('data-drop-target', 'true');
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(zone).not.toHaveAttribute('data-drop-target');
    // Only the accepted type (.txt) gets through.
    await expect(page.getByText('Received notes.txt')).toBeVisible();
  });

  demo('input-text', 'Input text', async (page) => {
    await expect(page.getByLabel('Default placeholder')).toHaveAttribute('placeholder', 'Input text');
    const ruled = page.getByLabel('Value with a rule');
    await tabTo(page, ruled);
    await page.keyboard.type('short');
    await expect(ruled).toHaveAttribute('aria-invalid', 'true');
    await expect(ruled).toHaveAccessibleDescription('Length must be > 10');
    await page.keyboard.type(' but longer');
    await expect(ruled).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Length must be > 10')).toHaveCount(0);

    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await tabTo(page, page.getByRole('button', { name: 'Show password' }));
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Clear Clearable', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Clearable', { exact: true })).toHaveValue('');
    // The button is gone with the text: the focus is in the field, not on the page.
    await expect(page.getByLabel('Clearable', { exact: true })).toBeFocused();

    await expect(page.getByLabel('Read-only')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Disabled')).toBeDisabled();
    const code = page.getByLabel('Code');
    for (const [attribute, value] of [
      ['autocapitalize', 'off'],
      ['autocomplete', 'off'],
      ['autocorrect', 'off'],
      ['spellcheck', 'false'],
    ] as const) {
      await expect(code).toHaveAttribute(attribute, value);
    }
    await expect(page.getByLabel('Multiline (3 rows, autosize)')).toHaveAttribute('rows', '3');
  });

  demo('link', 'Link', async (page) => {
    const outside = page.getByRole('link', { name: 'An outside page (new tab)' });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    const back = page.getByRole('link', { name: 'Back to the demo index' });
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${devURL}/c-lib`);
    await expect(page.getByRole('heading', { level: 1, name: 'UI Lib' })).toBeVisible();
  });

  demo('markdown', 'Markdown', async (page) => {
    const rendered = page.getByRole('region', { name: 'Rendered and sanitised' });
    await expect(rendered.getByRole('heading', { name: 'A Markdown document' })).toBeVisible();
    await expect(rendered.locator('strong')).toHaveText('bold');
    await expect(rendered.locator('script')).toHaveCount(0);
    await expect(rendered.getByText('A link whose script is removed')).not.toHaveAttribute('href', /javascript/);
    await expect(page).toHaveTitle('Markdown - UI Lib - Toolshed');
    const link = rendered.getByRole('link', { name: 'An outside link' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await tabTo(page, link);
  });

  demo('modal-value', 'Modal value', async (page) => {
    const opener = page.getByRole('button', { name: 'Show the public key' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Show the public key' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('-----BEGIN PUBLIC KEY-----');
    await expectNoSeriousViolations(page, '[role="dialog"]');
    const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
    await tabTo(page, copy);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('-----END PUBLIC KEY-----');
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await page.getByRole('button', { name: 'Show without copy' }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Show without copy' }).getByRole('button', { name: 'Copy' })).toHaveCount(0);
  });

  demo('modal', 'Modal', async (page) => {
    const opener = page.getByRole('button', { name: 'Open modal' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Demo modal' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // A click outside closes it too.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    // And so do its own buttons.
    await opener.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });

  demo('select', 'Select', async (page) => {
    const trigger = page.getByRole('button', { name: /One of 1000 options/ });
    await expect(trigger).toContainText('Select an option');
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const search = page.getByRole('searchbox', { name: 'Search options' });
    await expect(search).toBeFocused();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'Option 1', exact: true })).toBeVisible();
    // Virtualised: far fewer than 1000 options are in the DOM; the dropdown is at most 312 px high.
    expect(await listbox.getByRole('option').count()).toBeLessThan(60);
    const popover = page.locator('[data-trigger="Select"]');
    expect((await popover.boundingBox())?.height ?? 1000).toBeLessThanOrEqual(312);
    // With a search field the options take virtual focus (aria-activedescendant): the arrow keys
    // in the field scroll the list, which axe cannot see, so only that rule is off here.
    await expectNoSeriousViolations(page, '[data-trigger="Select"]', ['scrollable-region-focusable']);

    await page.keyboard.type('99');
    await expect(listbox.getByRole('option').first()).toHaveText('Option 99');
    await expect(listbox.getByRole('option', { name: 'Option 1', exact: true })).toHaveCount(0);
    await page.keyboard.type('9');
    await expect(listbox.getByRole('option')).toHaveText(['Option 999']);
    await page.keyboard.type('x');
    await expect(listbox).toContainText('No results found');
    // Escape first clears the search (a search field's own behaviour), then closes.
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(listbox.getByRole('option', { name: 'Option 1', exact: true })).toBeVisible();
    await page.keyboard.type('12');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('');
    await expect(listbox.getByRole('option', { name: 'Option 1', exact: true })).toBeVisible();
    await page.keyboard.type('500');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(page.getByText('Selected: option-500')).toBeVisible();
    await expect(trigger).toContainText('Option 500');
    // Closing by a choice reset the search too; the highlight starts on the chosen option.
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('');
    await expect(listbox.getByRole('option', { name: 'Option 500' })).toHaveAttribute('aria-selected', 'true');
    await page.mouse.click(5, 5);
    await expect(listbox).toBeHidden();

    // A plain select: arrow keys and Enter; sizes give 28/34/40 px triggers.
    const small = page.getByRole('button', { name: /Small$/ });
    await expect(small).toContainText('Apple');
    await tabTo(page, small);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: /^Apple/ })).toBeFocused();
    await expectNoSeriousViolations(page, '[data-trigger="Select"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(small).toContainText('Banana');
    for (const [name, height] of [
      ['Small', 28],
      ['Medium', 34],
      ['Large', 40],
    ] as const) {
      const box = await page.getByRole('button', { name: new RegExp(`${name}$`) }).boundingBox();
      expect(Math.round(box?.height ?? 0), name).toBe(height);
    }
  });

  demo('table', 'Table', async (page) => {
    const union = page.getByRole('grid', { name: 'Data table' });
    await expect(union.getByRole('columnheader')).toHaveText(['name', 'language', 'year', 'project']);
    await expect(union.getByRole('row').nth(3)).toContainText('Linus');
    const labelled = page.getByRole('grid', { name: 'Programming pioneers' });
    await expect(labelled.getByRole('columnheader')).toHaveText(['Name', 'Year', 'language']);
    const hidden = page.getByRole('grid', { name: 'Projects' });
    await expect(hidden.getByRole('columnheader')).toHaveText(['Name', 'Project']);
    // Hidden headers take no room: the first data row starts at the top of the table.
    const [table, firstRow] = [await hidden.boundingBox(), await hidden.getByRole('row').nth(1).boundingBox()];
    expect(Math.abs((firstRow?.y ?? -99) - (table?.y ?? 0))).toBeLessThanOrEqual(1);
    // Keyboard: Tab into the grid, arrows move between rows.
    await tabTo(page, union.getByRole('row').nth(1));
    await page.keyboard.press('ArrowDown');
    await expect(union.getByRole('row').nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(union.getByRole('rowheader', { name: 'Grace' })).toBeFocused();
  });

  demo('text-copyable', 'Text copyable', async (page) => {
    const uuid = page.getByRole('button', { name: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    await tabTo(page, uuid);
    await expect(page.getByRole('tooltip')).toHaveText('Copy to clipboard');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tooltip')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toBeVisible();
    // "Copied!" lasts 1500 ms; then the tooltip closes and says "Copy to clipboard" again.
    await expect(page.getByRole('tooltip')).toBeHidden({ timeout: 3000 });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText('Copy to clipboard');
    // displayedValue is shown, value is copied.
    const short = page.getByRole('button', { name: 'a-very-long…' });
    await tabTo(page, short);
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('a-very-long-value-that-is-shown-shortened');
    const noIcon = page.getByRole('button', { name: 'no icon' });
    await expect(noIcon.locator('svg')).toHaveCount(0);
    await expect(uuid.locator('svg')).toHaveCount(1);
    await tabTo(page, noIcon);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Custom toast: copied the text' })).toBeVisible();
  });

  demo('tooltip', 'Tooltip', async (page) => {
    for (const placement of ['top', 'bottom', 'left', 'right']) {
      const button = page.getByRole('button', { name: placement[0]?.toUpperCase() + placement.slice(1), exact: true });
      await tabTo(page, button);
      const tooltip = page.getByRole('tooltip', { name: `Tooltip on the ${placement}` });
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveAttribute('data-placement', placement);
      await expect(button).toHaveAccessibleDescription(`Tooltip on the ${placement}`);
      const [b, t] = [await button.boundingBox(), await tooltip.boundingBox()];
      if (!b || !t) throw new Error('no boxes');
      if (placement === 'top') expect(t.y + t.height).toBeLessThanOrEqual(b.y);
      if (placement === 'bottom') expect(t.y).toBeGreaterThanOrEqual(b.y + b.height);
      if (placement === 'left') expect(t.x + t.width).toBeLessThanOrEqual(b.x);
      if (placement === 'right') expect(t.x).toBeGreaterThanOrEqual(b.x + b.width);
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
    }
  });
});
