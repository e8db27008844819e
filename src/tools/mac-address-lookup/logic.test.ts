import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import compact from 'virtual:oui-data';
import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { decodeOui, lookupVendor, macDigits, OUI_DATA, vendorText, type OuiTable } from './logic';
import { encodeOui, vendorRecord } from './oui-compact';

const require = createRequire(import.meta.url);
const ouiData = JSON.parse(readFileSync(require.resolve('oui-data'), 'utf8')) as Record<string, string>;
let real: OuiTable | undefined;
const table = () => (real ??= decodeOui(compact));

describe('macDigits', () => {
  it.each([
    ['20:37:06:12:34:56', '203706123456'],
    ['20-37-06-12-34-56', '203706123456'],
    ['  aa:bb:cc  ', 'AABBCC'],
    ['aa:bb:cc:dd', 'AABBCCDD'],
    ['2037.0612.3456', '203706123456'],
    ['203706', '203706'],
    ['2037061', '2037061'],
    ['203706123456', '203706123456'],
    ['Ab-cD-eF-01-23', 'ABCDEF0123'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, digits) => expect(macDigits(input)).toBe(digits));

  it.each([
    'zz:zz:zz',
    '20:37',
    '20:37:06:12:34:56:78',
    '20:37-06:12',
    '20.37.06',
    '2037.0612',
    '20370',
    '2037061234567',
    '20:37:6:12',
    '2037:0612:3456',
    'ñ0:37:06',
    '20 37 06',
  ])('%j is an invalid MAC address', (input) =>
    expect(inputErrorOf(() => macDigits(input))).toEqual({ key: 'invalidMac', params: {} }),
  );
});

describe('compact form', () => {
  const synthetic = {
    '000000': 'XEROX CORPORATION\nM/S 105-50C\nWEBSTER NY 14580\nUnited States',
    '000001': 'XEROX CORPORATION\nM/S 105-50C\nWEBSTER NY 14580\nUnited States',
    ABCDEF: 'Private',
    '0055DA': 'IEEE Registration Authority',
    '0055DA1': 'Ünïcode  GmbH \n  Straße 1 \n\nBerlin  10115\nGermany',
    '0055DA123': 'Tiny  corp\nSomewhere',
    FFFFFF: '   ',
  };
  const decoded = decodeOui(encodeOui(synthetic));

  it('keeps each distinct record once, whitespace tidied', () => {
    expect(decoded.records).toHaveLength(5);
    expect(vendorRecord(' A \n\n  B   C \n')).toBe('A\tB C');
  });

  it.each([
    ['000000AABBCC', '000000', 'XEROX CORPORATION', ['M/S 105-50C', 'WEBSTER NY 14580', 'United States']],
    ['000001', '000001', 'XEROX CORPORATION', ['M/S 105-50C', 'WEBSTER NY 14580', 'United States']],
    ['ABCDEF', 'ABCDEF', 'Private', []],
    ['0055DA', '0055DA', 'IEEE Registration Authority', []],
    ['0055DA1FFFFF', '0055DA1', 'Ünïcode GmbH', ['Straße 1', 'Berlin 10115', 'Germany']],
    ['0055DA123456', '0055DA123', 'Tiny corp', ['Somewhere']],
    ['0055DA12', '0055DA1', 'Ünïcode GmbH', ['Straße 1', 'Berlin 10115', 'Germany']],
    ['0055DA2', '0055DA', 'IEEE Registration Authority', []],
  ])('%s → %s %s', (digits, prefix, name, address) => expect(lookupVendor(decoded, digits)).toEqual({ prefix, name, address }));

  it.each(['000002', 'FFFFFF', '123456789ABC'])('%s is unknown', (digits) => expect(lookupVendor(decoded, digits)).toBeNull());

  it('rejects a string without the table separator', () => expect(() => decodeOui('a\nb')).toThrow());
});

describe('the shipped data (virtual:oui-data from oui-data)', () => {
  it('is the installed oui-data version', () => {
    const pkg = JSON.parse(readFileSync(join(dirname(require.resolve('oui-data')), 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(pkg.version).toBe(OUI_DATA.version);
  });

  it('is much smaller than index.json and knows every prefix of it', () => {
    expect(compact.length).toBeLessThan(JSON.stringify(ouiData).length * 0.65);
    const { prefixes } = table();
    expect([6, 7, 9].map((n) => prefixes.get(n)?.size ?? 0).reduce((a, b) => a + b)).toBe(Object.keys(ouiData).length);
  });

  it.each([
    ['20:37:06:12:34:56', 'Cisco Systems, Inc', ['80 West Tasman Drive', 'San Jose CA 94568', 'United States']],
    ['00:00:00', 'XEROX CORPORATION', ['M/S 105-50C', 'WEBSTER NY 14580', 'United States']],
  ])('%s → %s', (mac, name, address) => expect(lookupVendor(table(), macDigits(mac))).toMatchObject({ name, address }));

  it('gives every sampled prefix the vendor of index.json, longest prefix first', () => {
    const keys = Object.keys(ouiData);
    for (let i = 0; i < keys.length; i += 97) {
      const key = keys[i]!;
      const vendor = lookupVendor(table(), key.padEnd(12, '0'));
      // A longer registered prefix inside this one may win when padding with zeros.
      const expected = [9, 7, 6].map((n) => ouiData[key.padEnd(12, '0').slice(0, n)]).find((v) => v !== undefined)!;
      expect(vendor && vendorText(vendor)).toBe(vendorRecord(expected).split('\t').join('\n'));
    }
  });

  it('says unknown for an unregistered prefix', () => {
    const unknown = Array.from({ length: 0x1000 }, (_, i) => `FFF${i.toString(16).padStart(3, '0')}`.toUpperCase()).find(
      (p) => !(p in ouiData),
    )!;
    expect(lookupVendor(table(), unknown)).toBeNull();
  });

  it('answers a lookup well under 50 ms once decoded', () => {
    table();
    const start = performance.now();
    for (let i = 0; i < 1000; i++) lookupVendor(table(), (i * 2654435761).toString(16).padStart(12, '0').slice(0, 12));
    expect((performance.now() - start) / 1000).toBeLessThan(50);
  });
});
