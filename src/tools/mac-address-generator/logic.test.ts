import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { generateMacs, isMulticastPrefix, parsePrefix, sanitizeChoices, withAddressBits, type MacOptions } from './logic';

const base: MacOptions = {
  quantity: 1,
  prefix: '64:16:7F',
  letterCase: 'uppercase',
  separator: 'colon',
  addressType: 'unicast',
  administration: 'local',
};

/** A fake source that fills every 32-bit draw with the next of `values`, cycling. */
const fixed = (values: number[]) => {
  let i = 0;
  return (buffer: Uint32Array) => {
    for (let j = 0; j < buffer.length; j++) buffer[j] = values[i++ % values.length] as number;
    return buffer;
  };
};

describe('parsePrefix', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['64:16:7F', [0x64, 0x16, 0x7f]],
    ['64-16-7f', [0x64, 0x16, 0x7f]],
    ['64.16.7f', [0x64, 0x16, 0x7f]],
    ['64 16 7f', [0x64, 0x16, 0x7f]],
    ['64:16:7', [0x64, 0x16, 0x07]],
    ['64:16:', [0x64, 0x16]],
    ['64167f', [0x64, 0x16, 0x7f]],
    ['64167', [0x64, 0x16, 0x07]],
    ['a', [0x0a]],
    ['0123456789ab', [0x01, 0x23, 0x45, 0x67, 0x89, 0xab]],
    ['01:23:45:67:89:ab', [0x01, 0x23, 0x45, 0x67, 0x89, 0xab]],
  ])('%j → %j', (prefix, bytes) => expect(parsePrefix(prefix)).toEqual(bytes));

  it.each(['0123456789abc', '01:23:45:67:89:ab:cd', '6:16', '64::16', 'zz', '64:16:7f0', 'é4', '64_16'])(
    '%j is invalid',
    (prefix) => expect(() => parsePrefix(prefix)).toThrow(new InputError('invalidPrefix')),
  );
});

describe('generateMacs', () => {
  it('keeps the prefix and fills the rest with random bytes', () => {
    expect(generateMacs(base, fixed([0xab, 0x01, 0xff]))).toEqual(['64:16:7F:AB:01:FF']);
  });

  it('applies separator and case after joining', () => {
    const random = () => fixed([0xab, 0xcd, 0xef]);
    expect(generateMacs({ ...base, separator: 'hyphen', letterCase: 'lowercase' }, random())).toEqual(['64-16-7f-ab-cd-ef']);
    expect(generateMacs({ ...base, separator: 'dot' }, random())).toEqual(['64.16.7F.AB.CD.EF']);
    expect(generateMacs({ ...base, separator: 'none' }, random())).toEqual(['64167FABCDEF']);
  });

  it('makes a random first byte unicast and locally administered by default', () => {
    expect(generateMacs({ ...base, prefix: '' }, fixed([0xff, 1, 2, 3, 4, 5]))).toEqual(['FE:01:02:03:04:05']);
    expect(generateMacs({ ...base, prefix: '' }, fixed([0x00, 1, 2, 3, 4, 5]))).toEqual(['02:01:02:03:04:05']);
  });

  it.each([
    ['unicast', 'local', 0b10],
    ['unicast', 'universal', 0b00],
    ['multicast', 'local', 0b11],
    ['multicast', 'universal', 0b01],
  ] as const)('%s + %s sets the low bits to %i', (addressType, administration, bits) => {
    for (const byte of [0x00, 0xff, 0x5a]) expect(withAddressBits(byte, addressType, administration)).toBe((byte & 0xfc) | bits);
    const [mac = ''] = generateMacs({ ...base, prefix: '', addressType, administration });
    expect(parseInt(mac.slice(0, 2), 16) & 3).toBe(bits);
  });

  it('keeps a prefix first byte as given, even with other options', () => {
    const [mac = ''] = generateMacs({ ...base, prefix: '01', addressType: 'unicast', administration: 'universal' });
    expect(mac.startsWith('01:')).toBe(true);
    expect(isMulticastPrefix('01')).toBe(true);
    expect(isMulticastPrefix('64:16:7F')).toBe(false);
    expect(isMulticastPrefix('')).toBe(false);
    expect(isMulticastPrefix('zz')).toBe(false);
  });

  it('gives a full prefix back unchanged', () => {
    expect(generateMacs({ ...base, prefix: '0123456789ab', quantity: 2 })).toEqual(['01:23:45:67:89:AB', '01:23:45:67:89:AB']);
  });

  it('draws distinct addresses within the quantity limits', () => {
    const batch = generateMacs({ ...base, prefix: '', quantity: 100 });
    expect(batch).toHaveLength(100);
    expect(new Set(batch).size).toBe(100);
    for (const mac of batch) expect(mac).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/);
    for (const quantity of [0, 101, 1.5, Number.NaN])
      expect(() => generateMacs({ ...base, quantity })).toThrow(new InputError('quantityError'));
  });

  it('refuses an invalid prefix', () => {
    expect(() => generateMacs({ ...base, prefix: 'xyz' })).toThrow(new InputError('invalidPrefix'));
  });
});

describe('sanitizeChoices', () => {
  it('keeps known choices and replaces unknown ones (from a hand-edited URL) by the defaults', () => {
    const odd = {
      ...base,
      letterCase: 'title',
      separator: 'comma',
      addressType: 'any',
      administration: '?',
    } as unknown as MacOptions;
    expect(sanitizeChoices(odd)).toEqual(base);
    const chosen: MacOptions = {
      ...base,
      letterCase: 'lowercase',
      separator: 'none',
      addressType: 'multicast',
      administration: 'universal',
    };
    expect(sanitizeChoices(chosen)).toEqual(chosen);
  });
});
