/** One tip: its text lives in the locale files under `entries.<id>`; the command is never translated. */
export interface CheatsheetEntry {
  id: string;
  /** Shell lines, run one after the other. */
  command: string;
}

export interface CheatsheetSection {
  /** Its title lives under `sections.<id>`. */
  id: string;
  entries: readonly CheatsheetEntry[];
}

/** The git commands people reach for most, grouped as a person looks for them. */
export const CHEATSHEET: readonly CheatsheetSection[] = [
  {
    id: 'configuration',
    entries: [
      { id: 'userName', command: 'git config --global user.name "[name]"' },
      { id: 'userEmail', command: 'git config --global user.email "[email]"' },
    ],
  },
  {
    id: 'getStarted',
    entries: [
      { id: 'init', command: 'git init' },
      { id: 'clone', command: 'git clone [url]' },
    ],
  },
  {
    id: 'commit',
    entries: [
      { id: 'commitAll', command: 'git commit -am "[message]"' },
      { id: 'amendNoEdit', command: 'git commit --amend --no-edit' },
    ],
  },
  {
    id: 'mistakes',
    entries: [
      { id: 'amendMessage', command: 'git commit --amend' },
      { id: 'undoKeep', command: 'git reset HEAD~1' },
      { id: 'undoMany', command: 'git reset HEAD~N' },
      { id: 'undoDiscard', command: 'git reset HEAD~1 --hard' },
      { id: 'resetToRemote', command: 'git fetch origin\ngit reset --hard origin/[branch-name]' },
    ],
  },
  {
    id: 'miscellaneous',
    entries: [{ id: 'renameMaster', command: 'git branch -m master main' }],
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
