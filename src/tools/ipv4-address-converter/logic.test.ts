import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { FORMATS, formatAddress, formatAs, parseAddress, parseAs, type Format } from './logic';

describe('formatAs', () => {
  it.each([
    {
      address: '192.168.1.1',
      decimal: '3232235777',
      hexadecimal: 'C0A80101',
      binary: '11000000101010000000000100000001',
      octal: '30052000401',
      ipv6: '0000:0000:0000:0000:0000:ffff:c0a8:0101',
      ipv6Short: '::ffff:c0a8:0101',
    },
    {
      address: '0.0.0.0',
      decimal: '0',
      hexadecimal: '00000000',
      binary: '00000000000000000000000000000000',
      octal: '00000000000',
      ipv6: '0000:0000:0000:0000:0000:ffff:0000:0000',
      ipv6Short: '::ffff:0000:0000',
    },
    {
      address: '255.255.255.255',
      decimal: '4294967295',
      hexadecimal: 'FFFFFFFF',
      binary: '11111111111111111111111111111111',
      octal: '37777777777',
      ipv6: '0000:0000:0000:0000:0000:ffff:ffff:ffff',
      ipv6Short: '::ffff:ffff:ffff',
    },
    {
      address: '10.0.0.1',
      decimal: '167772161',
      hexadecimal: '0A000001',
      binary: '00001010000000000000000000000001',
      octal: '01200000001',
      ipv6: '0000:0000:0000:0000:0000:ffff:0a00:0001',
      ipv6Short: '::ffff:0a00:0001',
    },
  ])('$address', ({ address, ...expected }) => {
    const value = parseAddress(address);
    for (const format of FORMATS) {
      expect(formatAs(value, format)).toBe(expected[format]);
      // Both directions: each representation reads back to the same address.
      expect(formatAddress(parseAs(expected[format], format))).toBe(address);
    }
  });
});

describe('parseAs: other spellings', () => {
  it.each([
    ['0xc0a80101', 'hexadecimal', '192.168.1.1'],
    ['0XC0A80101', 'hexadecimal', '192.168.1.1'],
    ['a', 'hexadecimal', '0.0.0.10'],
    ['  3232235777 ', 'decimal', '192.168.1.1'],
    ['0b101', 'binary', '0.0.0.5'],
    ['0o377', 'octal', '0.0.0.255'],
    ['::ffff:192.168.1.1', 'ipv6', '192.168.1.1'],
    ['::FFFF:C0A8:101', 'ipv6Short', '192.168.1.1'],
    ['0:0:0:0:0:ffff:10.0.0.1', 'ipv6', '10.0.0.1'],
    ['::ffff:0:0', 'ipv6Short', '0.0.0.0'],
  ] as const)('%j as %s → %s', (text, format, address) => expect(formatAddress(parseAs(text, format))).toBe(address));

  it.each([
    ['', 'decimal', 'invalidDecimal'],
    ['4294967296', 'decimal', 'invalidDecimal'],
    ['-1', 'decimal', 'invalidDecimal'],
    ['1.5', 'decimal', 'invalidDecimal'],
    ['٣', 'decimal', 'invalidDecimal'],
    ['100000000', 'hexadecimal', 'invalidHexadecimal'],
    ['0xg', 'hexadecimal', 'invalidHexadecimal'],
    ['102', 'binary', 'invalidBinary'],
    ['1'.repeat(33), 'binary', 'invalidBinary'],
    ['40000000000', 'octal', 'invalidOctal'],
    ['8', 'octal', 'invalidOctal'],
    ['::1', 'ipv6', 'invalidIpv6'],
    ['::fffe:c0a8:101', 'ipv6', 'invalidIpv6'],
    ['1::ffff:c0a8:101', 'ipv6Short', 'invalidIpv6'],
    ['::ffff:c0a8:101:1', 'ipv6', 'invalidIpv6'],
    ['::ffff:192.168.1.256', 'ipv6', 'invalidIpv6'],
    ['::ffff::1', 'ipv6', 'invalidIpv6'],
    ['::ffff:12345:1', 'ipv6', 'invalidIpv6'],
  ] as const)('%j as %s → %s', (text, format: Format, key) => expect(() => parseAs(text, format)).toThrow(new InputError(key)));
});

describe('parseAddress: strictly 4 parts, each 0–255, no leading zeros', () => {
  it.each([
    ['', new InputError('ipv4.partCount', { count: 1 })],
    ['192.168.1', new InputError('ipv4.partCount', { count: 3 })],
    ['192.168.1.1.1', new InputError('ipv4.partCount', { count: 5 })],
    ['192.168.1.256', new InputError('ipv4.octetTooLarge', { part: '256' })],
    ['192.168.01.1', new InputError('ipv4.leadingZero', { part: '01' })],
    ['192.168.1.', new InputError('ipv4.emptyPart', { position: 4 })],
    ['192.168.1.é', new InputError('ipv4.notDecimal', { part: 'é' })],
    ['192.168.1.+1', new InputError('ipv4.notDecimal', { part: '+1' })],
  ])('%j → %s', (text, error) => expect(() => parseAddress(text)).toThrow(error));
});
