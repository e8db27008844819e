// ASCII art text: figlet and the chosen font (a lazy chunk, parsed once) live in the figlet
// worker; the text is drawn again 150 ms after typing pauses.

const input = (page) => page.getByRole('textbox', { name: 'Your text', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 20-character text in "Your text", wait for the "Ascii Art text" (Standard, width 80)',
  output: (page) => page.getByRole('textbox', { name: 'Ascii Art text', exact: true }),
  until: 'non-empty-changed',
  debounceMs: 150,
  act: (page, step) => input(page).fill(`Toolshed ${step} art ${'x'.repeat(step % 5)}`),
  large: {
    description: 'draw a 2,000-character text (wrapped at 80 columns)',
    act: (page) => input(page).fill('The quick brown fox jumps over the lazy dog. '.repeat(45)),
  },
};
