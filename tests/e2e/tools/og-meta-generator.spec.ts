import { expect, test, type Page } from '../support/test';

async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('article')
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await page.getByRole('dialog').getByRole('option', { name: option, exact: true }).click();
}

test('writes og and twitter meta tags, with type details that reset on type change, and keeps them', async ({ page }) => {
  await page.goto('/og-meta-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Open graph meta generator' })).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const output = field('Your meta tags');
  await expect(output).toHaveValue(
    '<!-- og meta -->\n<meta property="og:type" content="website" />\n\n<!-- twitter meta -->\n<meta name="twitter:card" content="summary_large_image" />',
  );
  for (const title of ['General information', 'Image', 'Twitter'])
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();

  await field('Title').fill('Tom & "Jerry" <3');
  await field('Image url').fill('https://example.com/a.png');
  await field('Width').fill('1200');
  await field('Site account').fill('@toolshed');
  await expect(field('Site account')).toHaveAttribute('placeholder', 'e.g. @toolshed');
  await choose(page, 'Card type', 'Summary');
  await expect(output).toHaveValue(
    [
      '<!-- og meta -->',
      '<meta property="og:type" content="website" />',
      '<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; &lt;3" />',
      '<meta property="og:image" content="https://example.com/a.png" />',
      '<meta property="og:image:width" content="1200" />',
      '',
      '<!-- twitter meta -->',
      '<meta name="twitter:card" content="summary" />',
      '<meta name="twitter:site" content="@toolshed" />',
      '<meta name="twitter:title" content="Tom &amp; &quot;Jerry&quot; &lt;3" />',
      '<meta name="twitter:image" content="https://example.com/a.png" />',
    ].join('\n'),
  );

  await choose(page, 'Page type', 'Movie');
  await expect(page.getByRole('heading', { level: 2, name: 'Movie details', exact: true })).toBeVisible();
  await expect(output).toContainText('<meta property="og:type" content="video.movie" />');
  await field('Actor').fill('Ann');
  await page.getByRole('button', { name: 'Add Actor', exact: true }).click();
  await field('Actor 2').fill('Bob');
  await field('Duration').fill('5400');
  await expect(output).toContainText(
    '<meta property="og:image:width" content="1200" />\n<meta property="video:actor" content="Ann" />\n<meta property="video:actor" content="Bob" />\n<meta property="video:duration" content="5400" />\n\n',
  );
  await page.getByRole('button', { name: 'Remove Actor 2', exact: true }).click();
  await expect(output).not.toContainText('Bob');
  await expect(page).toHaveURL(/type=video\.movie/);

  await page.reload();
  await expect(field('Actor')).toHaveValue('Ann');
  await expect(field('Title')).toHaveValue('Tom & "Jerry" <3');
  await expect(output).toContainText('<meta property="video:actor" content="Ann" />');

  // Another type clears the details.
  await choose(page, 'Page type', 'Article');
  await expect(page.getByRole('heading', { level: 2, name: 'Article details', exact: true })).toBeVisible();
  await expect(output).not.toContainText('video:');
  await field('Tag').fill('news');
  await expect(output).toContainText('<meta property="article:tag" content="news" />');
  await choose(page, 'Page type', 'Website');
  await expect(page.getByRole('heading', { level: 2, name: 'Article details' })).toBeHidden();
  await expect(output).not.toContainText('article:');
});
