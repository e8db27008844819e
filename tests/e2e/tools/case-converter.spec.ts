import { expect, test } from '../support/test';

test.describe('case-converter', () => {
  test('converts the string to every case as the user types, copies one and keeps the input', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/case-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Case converter' })).toBeVisible();
    const output = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const input = page.getByRole('textbox', { name: 'Your string', exact: true });

    // The default string, already converted.
    await expect(input).toHaveValue('lorem ipsum dolor sit amet');
    await expect(output('Camelcase')).toHaveValue('loremIpsumDolorSitAmet');

    await input.fill('helloWorld été 42');
    const expected: [string, string][] = [
      ['Lowercase', 'helloworld été 42'],
      ['Uppercase', 'HELLOWORLD ÉTÉ 42'],
      // A word starting with a digit is joined as it is, with no `_` before it.
      ['Camelcase', 'helloWorldÉté42'],
      ['Capitalcase', 'Hello World Été 42'],
      ['Constantcase', 'HELLO_WORLD_ÉTÉ_42'],
      ['Dotcase', 'hello.world.été.42'],
      ['Headercase', 'Hello-World-Été-42'],
      ['Nocase', 'hello world été 42'],
      ['Paramcase', 'hello-world-été-42'],
      ['Pascalcase', 'HelloWorldÉté42'],
      ['Pathcase', 'hello/world/été/42'],
      ['Sentencecase', 'Hello world été 42'],
      ['Snakecase', 'hello_world_été_42'],
      ['Mockingcase', 'HeLlOwOrLd éTé 42'],
    ];
    for (const [label, value] of expected) await expect(output(label)).toHaveValue(value);

    await page.getByRole('button', { name: 'Copy Snakecase', exact: true }).click();
    await expect(page.getByRole('status').getByText('Copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hello_world_été_42');

    await input.fill('snake_case_2_words');
    await expect(output('Camelcase')).toHaveValue('snakeCase2Words');
    await expect(output('Pascalcase')).toHaveValue('SnakeCase2Words');
    await expect(output('Snakecase')).toHaveValue('snake_case_2_words');

    // Only separators: the word-based cases are empty, and nothing complains.
    await input.fill('-- !! --');
    await expect(output('Camelcase')).toHaveValue('');
    await expect(output('Uppercase')).toHaveValue('-- !! --');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await input.fill('XMLHttpRequest');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your string', exact: true })).toHaveValue('XMLHttpRequest');
    await expect(output('Paramcase')).toHaveValue('xml-http-request');
  });
});
