// Git cheatsheet: static content; the one interaction is copying a command.
import { press } from '../lib/user-input.mjs';

const COMMANDS = ['git init', 'git clone [url]', 'git commit --amend', 'git reset HEAD~1', 'git branch -m master main'];

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press a command\'s copy button, wait for its "Copied!" tooltip',
  // Nothing else changes on the page: its text gains the "Copied!" tooltip and the toast.
  output: (page) => page.locator('body'),
  until: 'changed',
  act: (page, step) => press(page.getByRole('button', { name: `Copy ${COMMANDS[step % COMMANDS.length]}`, exact: true })),
};
