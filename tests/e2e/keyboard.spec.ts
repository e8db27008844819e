import { expect, test, type Locator, type Page } from './support/test';

/*
 * Keyboard only: one tool per category is reached from the document start (skip link, then Tab),
 * typed into, changed with Space/Enter/arrows and read, without any mouse event. At every focus
 * stop the focused control (or the element that draws it: a switch's track, a slider's thumb, a
 * text field's frame) shows an outline or a box-shadow, and that indicator goes away when the
 * focus moves on. The palette's own keyboard flow is in palette.spec.ts; widget demos in c-lib.
 */

/** Installed in the page: inspects the focused element and the previous stop. */
function installFocusProbe() {
  type Stop = { el: Element; els: Element[]; sig: string; name: string };
  const describe = (el: Element | null): string => {
    if (!el || el === document.body) return 'body';
    const label =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.labels?.[0]?.textContent : null) ??
      el.textContent;
    return `${el.tagName.toLowerCase()} "${(label ?? '').trim().slice(0, 40)}"`;
  };
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return rect.width >= 4 && rect.height >= 4 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  /** The focused element, a few ancestors, and everything inside the react-aria element that carries data-focus-visible. */
  const candidates = (el: Element) => {
    const list: Element[] = [];
    for (let node: Element | null = el; node && node.id !== 'main' && node !== document.body && list.length < 4;) {
      list.push(node);
      node = node.parentElement;
    }
    const host = el.closest('[data-focus-visible]');
    if (host) list.push(...host.querySelectorAll('*'));
    return [...new Set(list)].filter(visible);
  };
  const hasRing = (el: Element) => {
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  const signature = (els: Element[]) =>
    els
      .map((el) => {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const size = `${Math.round(rect.width)}x${Math.round(rect.height)}`;
        return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, size].join('|');
      })
      .join(';');
  let previous: Stop | null = null;
  const probe = {
    /** Problems with the current stop (and with the previous one, now that the focus left it). */
    check(): string[] {
      const el = document.activeElement;
      const problems: string[] = [];
      if (previous && previous.el !== el && signature(previous.els) === previous.sig)
        problems.push(`${previous.name}: nothing changed when the focus left`);
      if (!el || el === document.body) return [...problems, 'the focus is on the body'];
      if (!candidates(el).some(hasRing)) problems.push(`${describe(el)}: no outline or box-shadow`);
      return problems;
    },
    /** Remembers the current stop, to compare once the focus leaves it. */
    commit(): string {
      const el = document.activeElement;
      // The body, or <main> after the skip link: not controls, so no ring to compare.
      if (!el || el === document.body || el.id === 'main') {
        previous = null;
        return describe(el);
      }
      const els = candidates(el);
      previous = { el, els, sig: signature(els), name: describe(el) };
      return previous.name;
    },
  };
  (window as unknown as { focusProbe: typeof probe }).focusProbe = probe;
}

type Probe = { check(): string[]; commit(): string };
const check = (page: Page) => page.evaluate(() => (window as unknown as { focusProbe: Probe }).focusProbe.check());
const commit = (page: Page) => page.evaluate(() => (window as unknown as { focusProbe: Probe }).focusProbe.commit());

/** Presses a key and checks the new focus stop; the styles may still be settling, so it polls. */
async function press(page: Page, key: string, problems: string[]) {
  await page.keyboard.press(key);
  let last: string[] = [];
  await expect
    .poll(async () => (last = await check(page)), { timeout: 3_000 })
    .toEqual([])
    .catch(() => problems.push(...last));
  await commit(page);
}

/** Tabs (checking every stop) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, problems: string[], { back = false, max = 20 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await press(page, back ? 'Shift+Tab' : 'Tab', problems);
  }
  await expect(target).toBeFocused();
}

/** Opens a tool, waits for its UI, then takes the skip link from the document start. */
async function startAt(page: Page, path: string, ready: Locator, problems: string[]) {
  await page.goto(path);
  await expect(ready).toBeVisible();
  // A tool that focuses its main input on load needs no Tab at all: that stop is checked as it is.
  if (await ready.evaluate((el) => el === document.activeElement)) {
    problems.push(...(await check(page)));
    await commit(page);
    return;
  }
  await press(page, 'Tab', problems);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await commit(page);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

type Scenario = {
  category: string;
  path: string;
  ready: (page: Page) => Locator;
  run: (page: Page, problems: string[]) => Promise<void>;
};

const scenarios: Record<string, Scenario> = {
  'token-generator': {
    category: 'crypto',
    path: '/token-generator',
    ready: (page) => field(page, 'Token'),
    async run(page, problems) {
      const uppercase = page.getByRole('switch', { name: 'Uppercase (ABC...)' });
      await tabTo(page, uppercase, problems);
      await expect(uppercase).toBeChecked();
      await page.keyboard.press('Space');
      await expect(uppercase).not.toBeChecked();
      await tabTo(page, page.getByRole('slider'), problems);
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByText('Length (63)')).toBeVisible();
      await tabTo(page, field(page, 'Token'), problems);
      await expect(field(page, 'Token')).toHaveValue(/^[a-z0-9]{63}$/);
      await tabTo(page, page.getByRole('button', { name: 'Refresh' }), problems);
    },
  },
  'base64-string-converter': {
    category: 'converter',
    path: '/base64-string-converter',
    ready: (page) => field(page, 'String to encode'),
    async run(page, problems) {
      const input = field(page, 'String to encode');
      await tabTo(page, input, problems);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('ab?>');
      await expect(field(page, 'Base64 of string')).toHaveValue('YWI/Pg==');
      const urlSafe = page.getByRole('switch', { name: 'Encode URL safe' });
      await tabTo(page, urlSafe, problems, { back: true });
      await page.keyboard.press('Space');
      await expect(field(page, 'Base64 of string')).toHaveValue(/^YWI_Pg/);
    },
  },
  'url-encoder': {
    category: 'web',
    path: '/url-encoder',
    ready: (page) => field(page, 'Your string'),
    async run(page, problems) {
      await tabTo(page, field(page, 'Your string'), problems);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('a b&c');
      const encoded = field(page, 'Your string encoded');
      await expect(encoded).toHaveValue('a%20b%26c');
      await tabTo(page, encoded, problems);
      await tabTo(
        page,
        page.getByRole('region', { name: 'Encode', exact: true }).getByRole('button', { name: 'Copy' }),
        problems,
      );
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').getByText('Encoded string copied to the clipboard')).toBeVisible();
    },
  },
  'qrcode-generator': {
    category: 'images-videos',
    path: '/qrcode-generator',
    ready: (page) => page.getByRole('img', { name: 'QR code', exact: true }),
    async run(page, problems) {
      const image = page.getByRole('img', { name: 'QR code', exact: true });
      await tabTo(page, field(page, 'Text'), problems);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('keyboard');
      const before = await image.getAttribute('src');
      const low = page.getByRole('radio', { name: 'low', exact: true });
      await tabTo(page, low, problems);
      await page.keyboard.press('ArrowRight');
      const medium = page.getByRole('radio', { name: 'medium', exact: true });
      await expect(medium).toBeFocused();
      await expect(medium).toBeChecked();
      await expect(page).toHaveURL(/errorCorrection=medium/);
      await expect(image).not.toHaveAttribute('src', before ?? '');
    },
  },
  'json-prettify': {
    category: 'development',
    path: '/json-viewer',
    ready: (page) => field(page, 'Your raw JSON'),
    async run(page, problems) {
      const sortKeys = page.getByRole('switch', { name: 'Sort keys' });
      await tabTo(page, sortKeys, problems);
      const wasSorted = await sortKeys.isChecked();
      await page.keyboard.press('Space');
      await expect(sortKeys).toBeChecked({ checked: !wasSorted });
      if (wasSorted) await page.keyboard.press('Space');
      await expect(sortKeys).toBeChecked();
      await tabTo(page, field(page, 'Your raw JSON'), problems);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('{"b":1,"a":[2]}');
      const output = page.getByRole('textbox', { name: 'Prettified version of your JSON', exact: true });
      await expect(output).toHaveText(/^\{\s*"a": \[\s*2\s*\],\s*"b": 1\s*\}$/);
      await tabTo(page, output, problems);
    },
  },
  'ipv4-subnet-calculator': {
    category: 'network',
    path: '/ipv4-subnet-calculator',
    ready: (page) => field(page, 'An IPv4 address with or without mask'),
    async run(page, problems) {
      await tabTo(page, field(page, 'An IPv4 address with or without mask'), problems);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('10.1.2.3/16');
      await expect(page.getByRole('button', { name: '255.255.0.0', exact: true })).toBeVisible();
      const next = page.getByRole('button', { name: 'Next block', exact: true });
      await tabTo(page, next, problems, { max: 40 });
      await page.keyboard.press('Enter');
      await expect(field(page, 'An IPv4 address with or without mask')).toHaveValue('10.2.0.0/16');
    },
  },
  'math-evaluator': {
    category: 'math',
    path: '/math-evaluator',
    ready: (page) => field(page, 'Math expression'),
    async run(page, problems) {
      await tabTo(page, field(page, 'Math expression'), problems);
      await page.keyboard.type('2*(3+4)');
      const result = page.getByRole('region', { name: 'Result', exact: true }).getByRole('textbox', { name: 'Result' });
      await expect(result).toHaveValue('14');
      await tabTo(page, result, problems);
      await tabTo(page, page.getByRole('button', { name: 'Copy Result' }), problems);
    },
  },
  'temperature-converter': {
    category: 'measurement',
    path: '/temperature-converter',
    ready: (page) => field(page, 'Celsius'),
    async run(page, problems) {
      await tabTo(page, field(page, 'Celsius'), problems);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('100');
      await expect(field(page, 'Fahrenheit')).toHaveValue('212');
      await tabTo(page, field(page, 'Fahrenheit'), problems);
      await tabTo(page, field(page, 'Rømer'), problems);
    },
  },
  'lorem-ipsum-generator': {
    category: 'text',
    path: '/lorem-ipsum-generator',
    ready: (page) => field(page, 'Lorem ipsum text'),
    async run(page, problems) {
      const output = field(page, 'Lorem ipsum text');
      await tabTo(page, page.getByRole('slider', { name: 'Paragraphs', exact: true }), problems);
      await page.keyboard.press('ArrowRight');
      await expect(output).toHaveValue(/\n\n/);
      await tabTo(page, page.getByRole('switch', { name: 'As html ?' }), problems);
      await page.keyboard.press('Space');
      await expect(output).toHaveValue(/^<p>/);
      await tabTo(page, page.getByRole('button', { name: 'Refresh', exact: true }), problems);
      const text = await output.inputValue();
      await page.keyboard.press('Enter');
      await expect(output).not.toHaveValue(text);
    },
  },
  'iban-validator-and-parser': {
    category: 'data',
    path: '/iban-validator-and-parser',
    ready: (page) => field(page, 'IBAN'),
    async run(page, problems) {
      const valid = page.getByLabel('Is IBAN valid ?', { exact: true });
      await tabTo(page, field(page, 'IBAN'), problems);
      await page.keyboard.type('GB29NWBK60161331926819');
      await expect(valid).toHaveText('Yes');
      const example = page.getByRole('button', { name: 'DE89 3704 0044 0532 0130 00' });
      await tabTo(page, example, problems);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('DE89370400440532013000');
    },
  },
};

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installFocusProbe);
    // A mouse event would change which elements react-aria marks as focus-visible: fail on any.
    await page.addInitScript(() => {
      for (const type of ['mousedown', 'pointerdown', 'click'])
        window.addEventListener(type, (event) => {
          if ((event as MouseEvent).detail > 0) (window as unknown as { mouseUsed: boolean }).mouseUsed = true;
        });
    });
  });

  for (const [id, scenario] of Object.entries(scenarios)) {
    test(`${scenario.category}: ${id} works from the keyboard with a visible focus`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const problems: string[] = [];
      await startAt(page, scenario.path, scenario.ready(page), problems);
      await scenario.run(page, problems);
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { mouseUsed?: boolean }).mouseUsed ?? false)).toBe(false);
    });
  }

  test('the command palette keeps Tab inside and gives the focus back on Escape', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Search' });
    await expect(opener).toBeVisible();
    // From the skip link's target, backwards through the top bar.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const problems: string[] = [];
    await tabTo(page, opener, problems, { back: true, max: 10 });
    expect(problems).toEqual([]);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search a tool or a command' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('json');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('reduced motion', () => {
  /** Elements of the page (menu, switches, slider, buttons, palette) whose computed style transitions or animates. */
  const moving = (page: Page) =>
    page.evaluate(() => {
      const nonZero = (value: string) => value.split(',').some((part) => parseFloat(part) > 0);
      return [...document.querySelectorAll('*')]
        .filter((el) => {
          const style = getComputedStyle(el);
          return nonZero(style.transitionDuration) || (style.animationName !== 'none' && nonZero(style.animationDuration));
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
    });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`transitions and animations with prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/token-generator');
      await expect(page.getByRole('switch', { name: 'Uppercase (ABC...)' })).toBeAttached();
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: 'Search a tool or a command' })).toBeVisible();
      const found = await moving(page);
      if (reducedMotion === 'reduce') expect(found).toEqual([]);
      // The same page does animate by default, so the check above can fail: switches, menu chevrons, buttons.
      else
        for (const name of ['_track_', '_chevron', '_button_'])
          expect(
            found.some((c) => new RegExp(name).test(c)),
            name,
          ).toBe(true);
    });
  }
});
