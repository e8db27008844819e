import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { chmodCommand, NO_PERMISSIONS, parseOctal, parseSymbolic, toOctal, toSymbolic } from './logic';

// Octal ↔ symbolic pairs as coreutils' `stat -c '%a %A'` reports them (without the type letter).
const PAIRS: [string, string][] = [
  ['000', '---------'],
  ['755', 'rwxr-xr-x'],
  ['644', 'rw-r--r--'],
  ['600', 'rw-------'],
  ['777', 'rwxrwxrwx'],
  ['421', 'r---w---x'],
  ['4755', 'rwsr-xr-x'],
  ['4644', 'rwSr--r--'],
  ['2755', 'rwxr-sr-x'],
  ['2745', 'rwxr-Sr-x'],
  ['1777', 'rwxrwxrwt'],
  ['1776', 'rwxrwxrwT'],
  ['7777', 'rwsrwsrwt'],
  ['7000', '--S--S--T'],
  ['6711', 'rws--s--x'],
];

describe('octal and symbolic', () => {
  it.each(PAIRS)('%s ↔ %s', (octal, symbolic) => {
    const fromOctal = parseOctal(octal);
    expect(toSymbolic(fromOctal)).toBe(symbolic);
    expect(toOctal(fromOctal)).toBe(octal);
    const fromSymbolic = parseSymbolic(symbolic);
    expect(fromSymbolic).toEqual(fromOctal);
    expect(toOctal(fromSymbolic)).toBe(octal);
  });

  it('reads the bits of 754 into the grid', () => {
    expect(parseOctal('754')).toEqual({
      owner: { read: true, write: true, execute: true },
      group: { read: true, write: false, execute: true },
      public: { read: true, write: false, execute: false },
      setuid: false,
      setgid: false,
      sticky: false,
    });
  });

  it.each([
    ['0755', '755'],
    [' 644 ', '644'],
    ['0000', '000'],
    // chmod left-pads 1 to 4 digits: 7 = 0007, 75 = 0075.
    ['7', '007'],
    ['0', '000'],
    ['75', '075'],
    ['1', '001'],
    // GNU chmod takes leading zeros beyond 4 digits while the value fits in 7777.
    ['00755', '755'],
    ['04755', '4755'],
    ['07777', '7777'],
    ['0000000644', '644'],
    ['00000', '000'],
  ])('normalises octal %j to %j', (input, octal) => expect(toOctal(parseOctal(input))).toBe(octal));

  it.each([
    ['-rwxr-xr-x', '755'],
    ['drwxrwxrwt', '1777'],
    [' rw-r--r-- ', '644'],
  ])('accepts ls -l form %j', (input, octal) => expect(toOctal(parseSymbolic(input))).toBe(octal));

  it('starts with nothing set', () => {
    expect(toOctal(NO_PERMISSIONS)).toBe('000');
    expect(toSymbolic(NO_PERMISSIONS)).toBe('---------');
  });

  it.each<[string, 'digits' | 'range']>([
    ['', 'digits'],
    ['758', 'digits'],
    ['8', 'digits'],
    ['7a5', 'digits'],
    ['-755', 'digits'],
    ['+755', 'digits'],
    ['７５５', 'digits'],
    ['75 5', 'digits'],
    ['0o755', 'digits'],
    ['12345', 'range'],
    ['10000', 'range'],
    ['077777', 'range'],
  ])('rejects octal %j (%s)', (input, reason) =>
    expect(inputErrorOf(() => parseOctal(input))).toEqual({ key: 'errors.octal', params: { reason } }),
  );

  it.each([
    '',
    'rwxr-xr-',
    'rwxr-xr-xx',
    'wrxr-xr-x',
    'rwtr-xr-x',
    'rwxr-xr-s',
    'rwxrwxrws',
    'RWXr-xr-x',
    'xrwxr-xr-x',
    '😀wxr-xr-x',
  ])('rejects symbolic %j', (input) =>
    expect(inputErrorOf(() => parseSymbolic(input))).toEqual({ key: 'errors.symbolic', params: {} }),
  );
});

describe('chmodCommand', () => {
  it.each([
    ['755', false, 'chmod 755 path'],
    ['4755', true, 'chmod -R 4755 path'],
    ['000', false, 'chmod 000 path'],
  ])('%s recursive=%s → %s', (octal, recursive, command) => expect(chmodCommand(octal, recursive)).toBe(command));
});
