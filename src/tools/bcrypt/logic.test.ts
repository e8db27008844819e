import { describe, expect, it } from 'vitest';
import { bcryptCompare, bcryptHash, passwordBytes } from './logic';
import { isValidCost } from './options';

// Vectors from the OpenBSD bcrypt regression tests (also used by most bcrypt ports).
const vectors = [
  { password: '', hash: '$2a$06$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.' },
  { password: 'a', hash: '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe' },
  { password: 'abc', hash: '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i' },
  { password: 'abcdefghijklmnopqrstuvwxyz', hash: '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC' },
  { password: '~!@#$%^&*()      ~!@#$%^&*()PNBFRD', hash: '$2a$06$fPIsBO8qRqkjj273rfaOI.HtSV9jLDpTbZn782DC6/t7qT67P6FfO' },
];

describe('bcrypt', () => {
  it.each(vectors)('verifies the OpenBSD vector for "$password"', async ({ password, hash }) => {
    expect(await bcryptCompare(password, hash)).toBe(true);
    expect(await bcryptCompare(`${password}x`, hash)).toBe(false);
  });

  it('reproduces a known hash from its salt (empty password too)', async () => {
    for (const { password, hash } of vectors.slice(0, 2)) {
      const salt = decodeBcryptSalt(hash.slice(7, 29));
      expect(await bcryptHash(password, 6, salt)).toBe(hash);
    }
  });

  it('produces $2a$<cost>$ + 53 characters with a fresh salt each run', async () => {
    const a = await bcryptHash('hello', 4);
    const b = await bcryptHash('hello', 4);
    expect(a).toMatch(/^\$2a\$04\$[./A-Za-z0-9]{53}$/);
    expect(a).not.toBe(b);
    expect(await bcryptCompare('hello', a)).toBe(true);
  });

  it('accepts $2b$ and $2y$ prefixes', async () => {
    const hash = await bcryptHash('pässwörd ✓', 4);
    expect(await bcryptCompare('pässwörd ✓', hash.replace('$2a$', '$2b$'))).toBe(true);
    expect(await bcryptCompare('pässwörd ✓', hash.replace('$2a$', '$2y$'))).toBe(true);
  });

  it('treats a malformed hash as no match', async () => {
    expect(await bcryptCompare('hello', 'not a hash')).toBe(false);
    expect(await bcryptCompare('hello', '$2a$03$abcdefghijklmnopqrstuvabcdefghijklmnopqrstuvwxyzABCDE')).toBe(false);
  });

  it('only uses the first 72 bytes, like every bcrypt', async () => {
    expect(passwordBytes('é'.repeat(50))).toHaveLength(72);
    const hash = await bcryptHash('x'.repeat(72), 4);
    expect(await bcryptCompare('x'.repeat(100), hash)).toBe(true);
  });

  it('limits the cost to integers 4–31', async () => {
    expect([3, 4, 31, 32, 10.5, Number.NaN].map(isValidCost)).toEqual([false, true, true, false, false, false]);
    await expect(bcryptHash('x', 3)).rejects.toThrow(RangeError);
  });
});

/** bcrypt's own base64 (./A-Za-z0-9) of the 16-byte salt. */
function decodeBcryptSalt(text: string): Uint8Array {
  const alphabet = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of text) {
    acc = (acc << 6) | alphabet.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes.slice(0, 16));
}
