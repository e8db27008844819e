import { expect, test, type Locator } from '../support/test';

/** The lines of a large-text view, exactly as shown (one element per row). */
const lines = (view: Locator) =>
  view.evaluate((element) => [...(element.firstElementChild?.firstElementChild?.children ?? [])].map((row) => row.textContent));

test('formats SQL in the chosen dialect and style, reports a parse error and keeps the options', async ({ page }) => {
  await page.goto('/sql-prettify');
  await expect(page.getByRole('heading', { level: 1, name: 'SQL prettify and format' })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Your SQL query', exact: true });
  const output = page.getByRole('textbox', { name: 'Prettified version of your query', exact: true });

  // The default query, formatted in the worker with 2-space indentation.
  await expect(input).toHaveValue('select field1,field2,field3 from my_table where my_condition;');
  await expect
    .poll(() => lines(output))
    .toEqual(['SELECT', '  field1,', '  field2,', '  field3', 'FROM', '  my_table', 'WHERE', '  my_condition;']);

  await input.fill('select `a b`, c from t join u on t.id=u.id where x=1');
  await page.getByRole('button', { name: /Dialect/ }).click();
  await page.getByRole('option', { name: 'MySQL', exact: true }).click();
  await page.getByRole('button', { name: /Keyword case/ }).click();
  await page.getByRole('option', { name: 'lowercase', exact: true }).click();
  await page.getByRole('button', { name: /Indent style/ }).click();
  await page.getByRole('option', { name: 'Tabular left', exact: true }).click();
  await expect
    .poll(() => lines(output))
    .toEqual(['select    `a b`,', '          c', 'from      t', 'join      u on t.id = u.id', 'where     x = 1']);
  await expect(page).toHaveURL(/dialect=mysql/);
  await expect(page).toHaveURL(/indentStyle=tabularLeft/);

  // A query the parser refuses: the message under the field, the output blank.
  await input.fill('select ( from');
  await expect(page.getByText('Provided SQL is not valid: Parse error at token: «EOF» at line 1 column 14')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(output).toHaveText('');
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('button', { name: /Dialect/ })).toContainText('MySQL');
  await expect(page.getByRole('button', { name: /Keyword case/ })).toContainText('lowercase');
  // The query is not kept: the default comes back, formatted with the kept options.
  await expect
    .poll(() => lines(page.getByRole('textbox', { name: 'Prettified version of your query', exact: true })))
    .toEqual(['select    field1,', '          field2,', '          field3', 'from      my_table', 'where     my_condition;']);
});
