import { InputError } from '@/lib/errors';

export const SCOPES = ['owner', 'group', 'public'] as const;
export const RIGHTS = ['read', 'write', 'execute'] as const;
export type Scope = (typeof SCOPES)[number];
export type Right = (typeof RIGHTS)[number];

/** Unix permission bits: read/write/execute for owner, group and others, plus the special bits. */
export interface Permissions {
  owner: Record<Right, boolean>;
  group: Record<Right, boolean>;
  public: Record<Right, boolean>;
  setuid: boolean;
  setgid: boolean;
  sticky: boolean;
}

const RIGHT_VALUES: Record<Right, number> = { read: 4, write: 2, execute: 1 };
const RIGHT_LETTERS: Record<Right, string> = { read: 'r', write: 'w', execute: 'x' };
/** The special bit shown in each scope's execute slot, with its letter (lower case when x is set too). */
const SPECIAL_OF: Record<Scope, { bit: 'setuid' | 'setgid' | 'sticky'; letter: string }> = {
  owner: { bit: 'setuid', letter: 's' },
  group: { bit: 'setgid', letter: 's' },
  public: { bit: 'sticky', letter: 't' },
};
const SPECIAL_VALUES = { setuid: 4, setgid: 2, sticky: 1 } as const;

const noRights = (): Record<Right, boolean> => ({ read: false, write: false, execute: false });
export const NO_PERMISSIONS: Permissions = {
  owner: noRights(),
  group: noRights(),
  public: noRights(),
  setuid: false,
  setgid: false,
  sticky: false,
};

const digitOf = (rights: Record<Right, boolean>) =>
  RIGHTS.reduce((sum, right) => sum + (rights[right] ? RIGHT_VALUES[right] : 0), 0);
const rightsOf = (digit: number): Record<Right, boolean> => ({
  read: (digit & 4) !== 0,
  write: (digit & 2) !== 0,
  execute: (digit & 1) !== 0,
});

/** "755", or four digits ("4755") when a special bit is set. */
export function toOctal(permissions: Permissions): string {
  const special = (Object.keys(SPECIAL_VALUES) as (keyof typeof SPECIAL_VALUES)[]).reduce(
    (sum, bit) => sum + (permissions[bit] ? SPECIAL_VALUES[bit] : 0),
    0,
  );
  const digits = SCOPES.map((scope) => digitOf(permissions[scope])).join('');
  return special ? `${special}${digits}` : digits;
}

/** Nine characters of rwx-, with s/S in the owner's and group's execute slot (setuid, setgid) and t/T in the others' (sticky). */
export function toSymbolic(permissions: Permissions): string {
  return SCOPES.map((scope) => {
    const rights = permissions[scope];
    const { bit, letter } = SPECIAL_OF[scope];
    const execute = permissions[bit] ? (rights.execute ? letter : letter.toUpperCase()) : rights.execute ? 'x' : '-';
    return `${rights.read ? 'r' : '-'}${rights.write ? 'w' : '-'}${execute}`;
  }).join('');
}

/**
 * Parses an octal mode as GNU chmod reads one: 1 to 4 digits, left-padded ("7" = "0007", "755" =
 * "0755"), after any number of leading zeros ("00755"). Surrounding spaces are ignored. Throws
 * `errors.octal` with `reason` 'digits' (not octal digits) or 'range' (above 7777).
 */
export function parseOctal(text: string): Permissions {
  const value = text.trim();
  if (!/^[0-7]+$/.test(value)) throw new InputError('errors.octal', { reason: 'digits' });
  const significant = value.replace(/^0+(?=.)/, '');
  if (significant.length > 4) throw new InputError('errors.octal', { reason: 'range' });
  const digits = significant.padStart(4, '0').split('').map(Number) as [number, number, number, number];
  return {
    owner: rightsOf(digits[1]),
    group: rightsOf(digits[2]),
    public: rightsOf(digits[3]),
    setuid: (digits[0] & 4) !== 0,
    setgid: (digits[0] & 2) !== 0,
    sticky: (digits[0] & 1) !== 0,
  };
}

/**
 * Parses nine characters as `ls -l` writes them ("rwxr-xr-x", "rwsr-xr-T"); a leading file-type
 * character as `ls -l` prints it ("-rwxr-xr-x", "drwxr-xr-x") is accepted and ignored.
 */
export function parseSymbolic(text: string): Permissions {
  let value = text.trim();
  if (value.length === 10 && '-dlbcps'.includes(value[0] as string)) value = value.slice(1);
  if (value.length !== 9) throw new InputError('errors.symbolic');
  const permissions: Permissions = { ...NO_PERMISSIONS, owner: noRights(), group: noRights(), public: noRights() };
  SCOPES.forEach((scope, index) => {
    const [read, write, execute] = value.slice(index * 3, index * 3 + 3) as unknown as [string, string, string];
    const { bit, letter } = SPECIAL_OF[scope];
    if (read !== RIGHT_LETTERS.read && read !== '-') throw new InputError('errors.symbolic');
    if (write !== RIGHT_LETTERS.write && write !== '-') throw new InputError('errors.symbolic');
    if (!['x', '-', letter, letter.toUpperCase()].includes(execute)) throw new InputError('errors.symbolic');
    permissions[scope] = { read: read === 'r', write: write === 'w', execute: execute === 'x' || execute === letter };
    permissions[bit] = execute === letter || execute === letter.toUpperCase();
  });
  return permissions;
}

/** The shell command: `chmod 755 path`, with `-R` when recursive. */
export function chmodCommand(octal: string, recursive: boolean): string {
  return `chmod ${recursive ? '-R ' : ''}${octal} path`;
}
