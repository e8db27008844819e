// The large step of the document tools that says whether typing stays fluid in a big document:
// the document pasted, opened with Edit in the editor made for big documents, then one keystroke.
import { largeDocument } from './data-documents.mjs';
import { pasteText } from './user-input.mjs';

const down = (lines) => Array(lines).fill('ArrowDown');
/**
 * Keys from the document's start to just inside its first record's name ("item edit-0 ünï 😀"),
 * per format: the name is in the first rows of every tool's output (a title may not be: sorted
 * keys put it last).
 */
const TO_NAME = {
  json: [...down(5), 'End', 'ArrowLeft', 'ArrowLeft'],
  yaml: [...down(3), 'End', 'ArrowLeft'],
  toml: [...down(4), 'End', 'ArrowLeft'],
};

/**
 * A step that types one character into the first name of a 5 MB document (json, yaml or toml)
 * edited in place in `field` ("Your JSON"…), which the scenario's `output` shows; the
 * editor hands the text on once typing pauses (300 ms), so the latency includes that pause.
 * @param {'json' | 'yaml' | 'toml'} format
 * @param {string} field
 * @param {(page: import('@playwright/test').Page) => import('@playwright/test').Locator} output
 * @returns {import('./latency.mjs').LargeStep}
 */
export function editInPlaceStep(format, field, output) {
  return {
    description: `type a character into a 5 MB ${format.toUpperCase()} document opened with "Edit" (handed on 300 ms after typing stops)`,
    async prepare(page) {
      await pasteText(page.getByRole('textbox', { name: field, exact: true }), largeDocument(format, 'edit'));
      await output(page).filter({ hasText: 'item edit-0' }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: `Edit ${field}`, exact: true }).click();
      await page.waitForFunction(() => document.activeElement?.classList.contains('cm-content'), null, { timeout: 60_000 });
      for (const key of TO_NAME[format]) await page.keyboard.press(key);
      // Whatever opening the editor and moving in it left to do ends before the keystroke.
      await page.waitForTimeout(1000);
    },
    act: (page) => page.keyboard.type('x'),
  };
}
