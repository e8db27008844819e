import { expect, test } from '../support/test';

const INITIAL = '<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>';

test.describe('html-wysiwyg-editor', () => {
  test('formats with the toolbar and the keyboard, shows the HTML on every edit and keeps it', async ({ page }) => {
    await page.goto('/html-wysiwyg-editor');
    await expect(page.getByRole('heading', { level: 1, name: 'HTML WYSIWYG editor' })).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'Content', exact: true });
    const output = page.getByRole('textbox', { name: 'Your HTML', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const bold = toolbar.getByRole('button', { name: 'Bold', exact: true });
    await expect(output).toHaveText(INITIAL, { useInnerText: true });

    // The caret in the title: "Heading 1" is pressed, "Bold" is not.
    await editor.getByText('Hey!').click();
    await expect(toolbar.getByRole('button', { name: 'Heading 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');

    // Typing at the end of the paragraph.
    await editor.getByText('Welcome to this html wysiwyg editor').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' — ça va 😀');
    await expect(output).toHaveText('<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor — ça va 😀</p>', {
      useInnerText: true,
    });

    // Bold on with the button, off with Ctrl+B, on again with Ctrl+B.
    await page.keyboard.press('Enter');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('bold');
    await page.keyboard.press('ControlOrMeta+b');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' plain ');
    await page.keyboard.press('ControlOrMeta+b');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('x');
    const lastLine = '<p><strong>bold</strong> plain <strong>x</strong></p>';
    await expect(output).toHaveText(`${INITIAL.replace('</p>', ' — ça va 😀</p>')}\n${lastLine}`, { useInnerText: true });

    // A list: nested blocks on their own lines, indented by two spaces; Undo takes it back.
    await toolbar.getByRole('button', { name: 'Bullet list', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: 'Bullet list', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(output).toHaveText(
      /\n<ul>\n {2}<li>\n {4}<p><strong>bold<\/strong> plain <strong>x<\/strong><\/p>\n {2}<\/li>\n<\/ul>$/,
      {
        useInnerText: true,
      },
    );
    await toolbar.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(output).toHaveText(new RegExp(`\\n${lastLine.replaceAll('/', '\\/')}$`), { useInnerText: true });

    // The toolbar is one tab stop; arrow keys move between its buttons.
    await bold.focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Italic', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Strike', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Inline code', exact: true })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Inline code');

    // The content survives a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your HTML', exact: true })).toHaveText(
      `${INITIAL.replace('</p>', ' — ça va 😀</p>')}\n${lastLine}`,
      { useInnerText: true },
    );
    await expect(page.getByRole('textbox', { name: 'Content', exact: true }).locator('strong')).toHaveText(['bold', 'x']);
  });

  test('draws the toolbar and the HTML before the editor arrives, and "Try again" gets the editor after a failed download', async ({
    page,
  }) => {
    await page.goto('/html-wysiwyg-editor');
    const editor = page.getByRole('textbox', { name: 'Content', exact: true });
    await editor.getByText('Welcome to this html wysiwyg editor').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' again');
    const stored = '<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor again</p>';
    const output = page.getByRole('textbox', { name: 'Your HTML', exact: true });
    await expect(output).toHaveText(stored, { useInnerText: true });

    // tiptap's chunk cannot be downloaded: the stored HTML shows, the toolbar stays disabled.
    let failing = true;
    await page.route(/\/assets\/RichEditor-[^/]*\.js$/, (route) =>
      failing ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.reload();
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await expect(output).toHaveText(stored, { useInnerText: true });
    await expect(page.getByRole('alert')).toContainText(
      'Part of the app failed to download. Check your connection and try again.',
    );
    await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toBeDisabled();
    await expect(toolbar.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    await expect(editor).toHaveCount(0);

    failing = false;
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(editor).toHaveText('Hey!Welcome to this html wysiwyg editor again');
    await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
