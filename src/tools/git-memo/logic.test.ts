import { describe, expect, it } from 'vitest';
import { entryTexts, expectEnglishFor, expectOnlyMarkup } from '@/components/cheat-sheet/test-utils';
import { CHEATSHEET, commandOnOneLine } from './logic';

const entries = CHEATSHEET.flatMap((section) => section.entries);

describe('cheat sheet', () => {
  it.each([
    'git config --global user.name',
    'git config --global user.email',
    'git init',
    'git clone [url]',
    'git commit -am "[message]"',
    'git commit --amend --no-edit',
    'git commit --amend',
    'git reset HEAD~1',
    'git reset HEAD~N',
    'git reset HEAD~1 --hard',
    'git fetch origin',
    'git reset --hard origin/[branch-name]',
    'git branch -m master main',
  ])('has %j', (command) =>
    expect(entries.some((entry) => entry.code.split('\n').some((line) => line.startsWith(command)))).toBe(true),
  );

  it('has only git commands, each once (their copy buttons are named after them)', () => {
    for (const { code } of entries) for (const line of code.split('\n')) expect(line).toMatch(/^git [a-z]/);
    const names = entries.map((entry) => commandOnOneLine(entry.code));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('has an English title for every section and a text for every entry', () => expectEnglishFor('git-memo', CHEATSHEET));
});

// The page renders them with markupText, which knows only <strong> and <code> (no Markdown).
describe('tip texts', () => {
  it.each(entryTexts('git-memo'))('%s holds only balanced <strong> and <code>, no Markdown', (_name, text) =>
    expectOnlyMarkup(text),
  );
});

describe('commandOnOneLine', () => {
  it.each([
    ['git init', 'git init'],
    ['git fetch origin\ngit reset --hard origin/main', 'git fetch origin && git reset --hard origin/main'],
    ['  git status  \n\n', 'git status'],
    ['', ''],
  ])('%j → %j', (command, line) => expect(commandOnOneLine(command)).toBe(line));
});
