import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/tools/git-memo.json';
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
    expect(entries.some((entry) => entry.command.split('\n').some((line) => line.startsWith(command)))).toBe(true),
  );

  it('has only git commands, each once (their copy buttons are named after them)', () => {
    for (const { command } of entries) for (const line of command.split('\n')) expect(line).toMatch(/^git [a-z]/);
    const names = entries.map((entry) => commandOnOneLine(entry.command));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('has an English title for every section and a text for every entry', () => {
    for (const section of CHEATSHEET) expect((en.sections as Record<string, string>)[section.id]).toBeTruthy();
    for (const entry of entries) expect((en.entries as Record<string, string>)[entry.id]).toBeTruthy();
  });
});

describe('tip texts', () => {
  const localesDir = join(__dirname, '../../../locales');
  const texts = readdirSync(localesDir).flatMap((language) => {
    const file = JSON.parse(readFileSync(join(localesDir, language, 'tools/git-memo.json'), 'utf8')) as typeof en;
    return Object.entries(file.entries).map(([id, text]) => [`${language} ${id}`, text] as const);
  });

  // The page renders them with tipText, which knows only <strong> and <code> (no Markdown).
  it.each(texts)('%s holds only balanced <strong> and <code>, no Markdown', (_name, text) => {
    expect(text).not.toMatch(/\*\*|`/);
    const tags = [...text.matchAll(/<\/?([a-z]+)>/g)];
    for (const [, name] of tags) expect(['strong', 'code']).toContain(name);
    const plain = text.replace(/<(strong|code)>[^<]*<\/\1>/g, '');
    expect(plain).not.toMatch(/[<>]/);
  });
});

describe('commandOnOneLine', () => {
  it.each([
    ['git init', 'git init'],
    ['git fetch origin\ngit reset --hard origin/main', 'git fetch origin && git reset --hard origin/main'],
    ['  git status  \n\n', 'git status'],
    ['', ''],
  ])('%j → %j', (command, line) => expect(commandOnOneLine(command)).toBe(line));
});
