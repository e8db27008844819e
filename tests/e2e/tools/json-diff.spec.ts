import { expect, test } from '../support/test';

test.describe('json-diff', () => {
  test('shows added, removed and updated keys, only differences, equal and invalid documents', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/json-diff');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON diff' })).toBeVisible();
    const left = page.getByRole('textbox', { name: 'Your first JSON', exact: true });
    const right = page.getByRole('textbox', { name: 'Your JSON to compare', exact: true });
    const tree = page.getByRole('table', { name: 'Differences', exact: true });

    await left.fill('{"name": "café", "age": 30, "tags": ["a"], "gone": true}');
    await right.fill("{name: 'café 😀', age: 30, tags: ['a', 'b'], extra: {x: 1}} // JSON5");
    await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText('2 added, 1 removed, 1 updated');
    const name = tree.getByRole('row').filter({ hasText: 'name:' });
    await expect(name).toContainText('Updated: ');
    await expect(name.locator('del')).toHaveText('"café"');
    await expect(name.locator('ins')).toHaveText('"café 😀"');
    await expect(tree.getByRole('row').filter({ hasText: 'gone:' })).toContainText('Removed: ');
    await expect(tree.getByRole('row').filter({ hasText: 'age:' })).toContainText('Unchanged: ');

    await page.getByText('Only show differences', { exact: true }).click();
    await expect(tree.getByRole('row').filter({ hasText: 'age:' })).toHaveCount(0);
    await expect(page).toHaveURL(/onlyDifferences=true/);

    // Click copies a value's JSON.
    await tree.getByRole('button').filter({ hasText: 'extra:' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('{\n  "x": 1\n}');

    await right.fill('{"name": "café"');
    await expect(right).toHaveAccessibleDescription('Invalid JSON format');
    await expect(right).toHaveAttribute('aria-invalid', 'true');
    await expect(left).not.toHaveAttribute('aria-invalid', 'true');
    await expect(tree).toHaveCount(0);

    await right.fill('{gone: true, tags: ["a"], age: 30, name: "café"}');
    await expect(page.getByText('The provided JSONs are the same', { exact: true })).toBeVisible();
  });

  test('matches array items by content on a big document, without freezing', async ({ page }) => {
    await page.goto('/json-diff');
    const items = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['x', 'y'] }));
    await page.getByRole('textbox', { name: 'Your first JSON', exact: true }).fill(JSON.stringify({ items }));
    await page
      .getByRole('textbox', { name: 'Your JSON to compare', exact: true })
      .fill(JSON.stringify({ items: [{ id: -1, name: 'new' }, ...items] }));
    const summary = page.getByRole('status').filter({ hasText: 'updated' });
    // By index, every item after the insertion differs (its id and name), and the last one is new.
    await expect(summary).toHaveText('1 added, 1 removed, 60000 updated', { timeout: 30_000 });
    await page.getByText('Match array items by content', { exact: true }).click();
    await expect(summary).toHaveText('1 added, 0 removed, 0 updated', { timeout: 30_000 });
    const tree = page.getByRole('table', { name: 'Differences', exact: true });
    expect(await tree.getByRole('row').count()).toBeLessThan(200);
    await page.getByText('Only show differences', { exact: true }).click();
    await expect(tree.getByRole('row').filter({ hasText: '"new"' })).toBeVisible();
  });
});
