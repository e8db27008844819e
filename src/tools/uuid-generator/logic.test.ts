import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { parseQueryOptions } from '@/lib/query-options';
import vectors from '../../../tests/vectors/uuid-name-based.json';
import {
  generateUuids,
  isUuidVersion,
  isValidNamespace,
  isValidQuantity,
  NAMESPACES,
  namespacePreset,
  quantityError,
  uuidV1FromFields,
  uuidV7FromFields,
  v1Timestamp,
  type UuidOptions,
} from './logic';

const base: UuidOptions = { version: 'v4', quantity: 1, namespace: NAMESPACES.URL, name: '' };
const RFC_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));

describe('name-based UUIDs (RFC 9562 v3/v5)', () => {
  it.each(vectors.vectors)('v$version $namespace "$name"', ({ version, namespaceUuid, name, uuid }) => {
    const options = { ...base, version: version === 3 ? 'v3' : 'v5', namespace: namespaceUuid, name } as const;
    expect(generateUuids(options)).toEqual([uuid]);
    // Namespace case does not matter; the batch repeats the same value.
    expect(generateUuids({ ...options, namespace: namespaceUuid.toUpperCase(), quantity: 3 })).toEqual([uuid, uuid, uuid]);
  });

  it('hashes an empty name and Unicode names', () => {
    const [empty] = generateUuids({ ...base, version: 'v5' });
    expect(empty).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab]/);
    expect(generateUuids({ ...base, version: 'v3', name: '日本 🎉' })[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-3/);
  });

  it('rejects a bad namespace with "Invalid UUID"', () => {
    for (const namespace of [
      '',
      'nope',
      '6ba7b811-9dad-11d1-80b4-00c04fd430c',
      '6ba7b811-9dad-01d1-80b4-00c04fd430c8',
      '6ba7b811-9dad-11d1-c0b4-00c04fd430c8',
    ]) {
      expect(() => generateUuids({ ...base, version: 'v5', namespace })).toThrow(new InputError('invalidUuid'));
    }
  });
});

describe('RFC 9562 Appendix A vectors', () => {
  it('v1 (A.1)', () => {
    const uuid = uuidV1FromFields({ msecs: 1645557742000, nsecs: 0, clockseq: 0x33c8, node: hex('9f6bdeced846') });
    expect(uuid).toBe('c232ab00-9414-11ec-b3c8-9f6bdeced846');
  });
  it('v7 (A.6)', () => {
    const random = hex('00000000000000000000000c0c07398f');
    expect(uuidV7FromFields({ msecs: 0x017f22e279b0, seq: 3426103607, random })).toBe('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
  });
});

describe('generateUuids', () => {
  it('gives the nil UUID', () => {
    expect(generateUuids({ ...base, version: 'NIL', quantity: 2 })).toEqual([
      '00000000-0000-0000-0000-000000000000',
      '00000000-0000-0000-0000-000000000000',
    ]);
  });

  it('v4: random, distinct, RFC variant', () => {
    const batch = generateUuids({ ...base, quantity: 50 });
    expect(new Set(batch).size).toBe(50);
    for (const uuid of batch) {
      expect(uuid).toMatch(RFC_UUID);
      expect(uuid[14]).toBe('4');
    }
  });

  it('v7: strictly increasing within a batch', () => {
    const batch = generateUuids({ ...base, version: 'v7', quantity: 50 });
    expect([...batch].sort()).toEqual(batch);
    expect(new Set(batch).size).toBe(50);
    for (const uuid of batch) expect(uuid[14]).toBe('7');
    expect(Math.abs(parseInt(batch[0]!.replace('-', '').slice(0, 12), 16) - Date.now())).toBeLessThan(5000);
  });

  it('v1: multicast node bit set and monotonic timestamps', () => {
    const batch = generateUuids({ ...base, version: 'v1', quantity: 50 });
    const stamps = batch.map(v1Timestamp);
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]! > stamps[i - 1]!).toBe(true);
    for (const uuid of batch) {
      expect(uuid).toMatch(RFC_UUID);
      expect(uuid[14]).toBe('1');
      expect(parseInt(uuid.slice(24, 26), 16) & 1).toBe(1);
    }
  });

  it('limits the quantity to integers 1–50', () => {
    expect(generateUuids({ ...base, quantity: 50 })).toHaveLength(50);
    for (const quantity of [0, 51, -3, Number.NaN]) {
      expect(() => generateUuids({ ...base, quantity })).toThrow(new InputError('quantityError'));
    }
    expect(() => generateUuids({ ...base, quantity: 2.5 })).toThrow(new InputError('quantityWhole'));
  });

  it('ignores the namespace for versions that do not use it', () => {
    expect(generateUuids({ ...base, namespace: 'bad' })).toHaveLength(1);
  });
});

describe('namespaces', () => {
  it('accepts versions 1–8 and nil, any case', () => {
    expect(isValidNamespace('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isValidNamespace('017F22E2-79B0-7CC3-98C4-DC0C0C07398F')).toBe(true);
    expect(isValidNamespace('017f22e2-79b0-8cc3-98c4-dc0c0c07398f')).toBe(true);
    expect(isValidNamespace('017f22e2-79b0-9cc3-98c4-dc0c0c07398f')).toBe(false);
  });
  it('finds the preset of a namespace', () => {
    expect(namespacePreset(NAMESPACES.DNS.toUpperCase())).toBe('DNS');
    expect(namespacePreset('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toBeUndefined();
  });
});

describe('the quantity field', () => {
  it('rejects a decimal with its own message, and values outside 1–50', () => {
    expect(quantityError(2.5)).toBe('quantityWhole');
    expect(quantityError(50.01)).toBe('quantityWhole');
    for (const quantity of [0, 51, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(quantityError(quantity)).toBe('quantityError');
    for (const quantity of [1, 7, 50]) expect(quantityError(quantity)).toBeUndefined();
  });

  it('falls back to the default for a quantity or version from a hand-edited URL that is not valid', () => {
    const defaults = { version: 'v4', quantity: 1 };
    const read = (search: string) =>
      parseQueryOptions(defaults, ['version', 'quantity'], search, { quantity: isValidQuantity, version: isUuidVersion });
    expect(read('?quantity=7&version=v7')).toEqual({ quantity: 7, version: 'v7' });
    for (const quantity of ['2.5', '0', '51', '-4', 'abc', '', '1e9']) expect(read(`?quantity=${quantity}`)).toEqual({});
    expect(read('?version=v9')).toEqual({});
  });
});
