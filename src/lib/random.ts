/** Fills `bytes` with secure randomness (injectable for tests). */
export type RandomSource = (bytes: Uint32Array) => Uint32Array;

export const secureRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/**
 * `count` uniform integers in [0, bound) from 32-bit draws with rejection sampling, so no value
 * is favoured. Never Math.random: every random value comes from crypto.getRandomValues.
 */
export function randomIntegers(count: number, bound: number, random: RandomSource = secureRandom): number[] {
  if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError('bound must be an integer in [1, 2^32]');
  const limit = 2 ** 32 - (2 ** 32 % bound); // draws at or above this would bias the low values
  const result: number[] = [];
  const buffer = new Uint32Array(Math.min(Math.max(count, 16), 16_384));
  while (result.length < count) {
    random(buffer);
    for (let i = 0; i < buffer.length && result.length < count; i++) {
      const draw = buffer[i] as number;
      if (draw < limit) result.push(draw % bound);
    }
  }
  return result;
}
