import { randomIntegers, secureRandom, type RandomSource } from '@/lib/random';

/** Ports 0–1023 are the well-known (system) ports; the rest of the 16-bit range is offered. */
export const MIN_PORT = 1024;
export const MAX_PORT = 65_535;

/** A port drawn uniformly from 1024–65535 inclusive (crypto randomness, rejection sampling). */
export function randomPort(random: RandomSource = secureRandom): number {
  const [offset = 0] = randomIntegers(1, MAX_PORT - MIN_PORT + 1, random);
  return MIN_PORT + offset;
}
