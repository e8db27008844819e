import { expect, test } from './support/test';

test.describe('shell', () => {
  test('home lists every registered tool, grouped by category', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Toolshed - Handy online tools for developers');
    const all = page.getByRole('region', { name: 'All the tools' });
    await expect(all.getByRole('heading', { name: 'Crypto' })).toBeVisible();
    await expect(all.getByRole('link', { name: 'Token generator' })).toBeVisible();
    await expect(all.getByRole('link', { name: 'Bcrypt' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Tools' });
    await expect(menu.getByRole('link', { name: 'Token generator' })).toBeVisible();
  });

  test('a tool page has its heading, title, description and meta tags', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'All the tools' }).getByRole('link', { name: 'Token generator' }).click();
    await expect(page).toHaveURL(/\/token-generator/);
    await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();
    await expect(page).toHaveTitle('Token generator - Toolshed');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Generate random strings from the character sets you choose.',
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /token, random/);
    await expect(page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Token generator' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a tool URL preloads its chunks from the boot script, before the app runs', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort()); // no app at all
    await page.goto('/token-generator');
    const preloads = page.locator('link[rel="modulepreload"][href*="token-generator"]');
    await expect(preloads).toHaveCount(1);
    await page.goto('/');
    await expect(page.locator('link[rel="modulepreload"][href*="token-generator"]')).toHaveCount(0);
  });

  test("a tool URL fetches each of its files once (preloads match the app's own requests)", async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/base64-file-converter');
    await expect(page.getByRole('heading', { name: 'Base64 file converter', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Worker scripts aside (host and shared chunks): each worker instance (the page warms up two) asks for its own.
    const assets = requests.filter((path) => /\.(js|css)$/.test(path) && !/\.worker-/.test(path));
    expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
    expect(assets.filter((path, i) => assets.indexOf(path) !== i)).toEqual([]);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });

  test('an unknown path shows the Not Found page with a way home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveTitle('Page not found - Toolshed');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('Sorry, this page does not seem to exist')).toBeVisible();
    await expect(page.getByText('Maybe the cache is doing tricky things, try force-refreshing?')).toBeVisible();
    await page.getByRole('link', { name: 'Back home' }).click();
    await expect(page).toHaveTitle('Toolshed - Handy online tools for developers');
  });

  test('the about page loads on demand', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveTitle('About - Toolshed');
    await expect(page.getByRole('heading', { name: 'Found a bug? A tool is missing?' })).toBeVisible();
    const issueLink = page.getByRole('link', { name: 'open an issue' });
    await expect(issueLink).toHaveAttribute('target', '_blank');
    await expect(issueLink).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('theme follows the system, toggles, and the choice survives a reload without a flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Light mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The boot script sets the theme before any module runs: check it at the very first paint.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstTheme?: string }).firstTheme = document.documentElement.dataset.theme;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe('light');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('favourites: the heart toggles and the choice survives a reload', async ({ page }) => {
    await page.goto('/bcrypt');
    await page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();
    const favorites = page.getByRole('region', { name: 'Your favorite tools' });
    await expect(favorites.getByRole('link', { name: 'Bcrypt' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Tools' }).getByRole('button', { name: 'Your favorite tools' }),
    ).toBeVisible();
    await favorites.getByRole('button', { name: 'Remove from favorites' }).click();
    await expect(page.getByRole('region', { name: 'Your favorite tools' })).toHaveCount(0);
  });

  test('menu categories collapse, and the state survives a reload', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Tools' });
    const crypto = menu.getByRole('button', { name: 'Crypto' });
    await expect(crypto).toHaveAttribute('aria-expanded', 'true');
    await crypto.click();
    await expect(crypto).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Bcrypt' })).toBeHidden();
    await page.reload();
    await expect(menu.getByRole('button', { name: 'Crypto' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('language switch translates the interface and is remembered', async ({ page }) => {
    await page.goto('/token-generator');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Générateur de jetons' })).toBeVisible();
    await expect(page).toHaveTitle('Générateur de jetons - Toolshed');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Générateur de jetons' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();
  });

  test('on a small screen the menu sits behind a toggle with an overlay', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const sider = page.getByRole('complementary', { name: 'Side menu' });
    await expect(sider).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(sider).toBeVisible();
    await expect(sider.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await sider.getByRole('link', { name: 'Bcrypt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bcrypt' })).toBeVisible();
  });
});
