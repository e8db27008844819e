import type { CheatSheetSection } from '@/components/cheat-sheet/types';

/** The git commands people reach for most, grouped as a person looks for them. */
export const CHEATSHEET: readonly CheatSheetSection[] = [
  {
    id: 'configuration',
    entries: [
      { id: 'userName', code: 'git config --global user.name "[name]"' },
      { id: 'userEmail', code: 'git config --global user.email "[email]"' },
    ],
  },
  {
    id: 'getStarted',
    entries: [
      { id: 'init', code: 'git init' },
      { id: 'clone', code: 'git clone [url]' },
    ],
  },
  {
    id: 'commit',
    entries: [
      { id: 'commitAll', code: 'git commit -am "[message]"' },
      { id: 'amendNoEdit', code: 'git commit --amend --no-edit' },
    ],
  },
  {
    id: 'mistakes',
    entries: [
      { id: 'amendMessage', code: 'git commit --amend' },
      { id: 'undoKeep', code: 'git reset HEAD~1' },
      { id: 'undoMany', code: 'git reset HEAD~N' },
      { id: 'undoDiscard', code: 'git reset HEAD~1 --hard' },
      { id: 'resetToRemote', code: 'git fetch origin\ngit reset --hard origin/[branch-name]' },
    ],
  },
  {
    id: 'miscellaneous',
    entries: [{ id: 'renameMaster', code: 'git branch -m master main' }],
  },
];

/**
 * A command on one line, for naming its copy button: several lines are joined with " && " (each
 * runs after the previous one succeeded, as the tip intends).
 */
export function commandOnOneLine(command: string): string {
  return command
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' && ');
}
