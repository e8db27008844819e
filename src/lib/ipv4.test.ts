import { describe, expect, it } from 'vitest';
import { commonPrefixLength, formatIpv4, maskToPrefix, parseIpv4, prefixToMask, wrapAddress } from './ipv4';

describe('prefix ↔ mask', () => {
  it.each([
    [0, '0.0.0.0'],
    [1, '128.0.0.0'],
    [8, '255.0.0.0'],
    [23, '255.255.254.0'],
    [31, '255.255.255.254'],
    [32, '255.255.255.255'],
  ])('/%i ↔ %s', (prefix, mask) => {
    expect(formatIpv4(prefixToMask(prefix))).toBe(mask);
    expect(maskToPrefix(parseIpv4(mask))).toBe(prefix);
  });

  it.each(['255.0.255.0', '0.0.0.255', '255.255.255.253', '127.255.255.255'])('%s has gaps', (mask) =>
    expect(maskToPrefix(parseIpv4(mask))).toBeUndefined(),
  );
});

describe('parseIpv4 / formatIpv4', () => {
  it.each([
    ['0.0.0.0', 0],
    ['255.255.255.255', 2 ** 32 - 1],
    ['128.0.0.1', 2 ** 31 + 1],
  ])('%s = %i', (text, value) => {
    expect(parseIpv4(text)).toBe(value);
    expect(formatIpv4(value)).toBe(text);
  });

  it('fills missing trailing parts with zeros only when asked', () => {
    expect(formatIpv4(parseIpv4('10', { allowShort: true }))).toBe('10.0.0.0');
    expect(formatIpv4(parseIpv4('192.168', { allowShort: true }))).toBe('192.168.0.0');
    expect(() => parseIpv4('10')).toThrow();
  });
});

describe('helpers', () => {
  it.each([
    ['10.0.0.0', '10.0.0.0', 32],
    ['10.0.0.0', '10.0.0.1', 31],
    ['0.0.0.0', '255.255.255.255', 0],
    ['192.168.1.1', '192.168.6.255', 21],
  ])('%s and %s share %i bits', (a, b, bits) => expect(commonPrefixLength(parseIpv4(a), parseIpv4(b))).toBe(bits));

  it('wraps around the address space', () => {
    expect(wrapAddress(2 ** 32)).toBe(0);
    expect(wrapAddress(-256)).toBe(2 ** 32 - 256);
  });
});
