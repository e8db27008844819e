import { describe, expect, it } from 'vitest';
import { dictionaryAttack, MAX_ANALYSED_CHARS } from './dictionary-attack';

describe('dictionaryAttack (zxcvbn-ts)', () => {
  it('rates a common password very weak, with feedback', async () => {
    const report = await dictionaryAttack('password');
    expect(report.score).toBe(0);
    expect(report.guessesLog10).toBeLessThan(3);
    expect(report.warning).not.toBe('');
    expect(report.suggestions.length).toBeGreaterThan(0);
    expect(report.onlineThrottledSeconds).toBeGreaterThan(report.offlineFastSeconds);
  });

  it('sees through keyboard patterns and l33t that brute force would rate highly', async () => {
    expect((await dictionaryAttack('qwertyuiop')).score).toBeLessThanOrEqual(1);
    expect((await dictionaryAttack('P@ssw0rd')).score).toBeLessThanOrEqual(1);
  });

  it('rates a long random passphrase very strong', async () => {
    const report = await dictionaryAttack('vq8#Lk2!mZ@r7Tw$e9Yb');
    expect(report.score).toBe(4);
    expect(report.guessesLog10).toBeGreaterThan(12);
  });

  it('handles an empty password and Unicode', async () => {
    expect((await dictionaryAttack('')).score).toBe(0);
    expect((await dictionaryAttack('日本語のパスワード🎉')).score).toBeGreaterThanOrEqual(2);
  });

  it('gives feedback in the UI language when a pack exists, English otherwise', async () => {
    const english = await dictionaryAttack('password', 'en');
    const french = await dictionaryAttack('password', 'fr');
    const russian = await dictionaryAttack('password', 'ru');
    expect(french.warning).not.toBe(english.warning);
    expect(russian.warning).toBe(english.warning);
  });

  it(`only analyses the first ${MAX_ANALYSED_CHARS} characters`, async () => {
    const long = 'a'.repeat(10_000);
    const started = performance.now();
    const report = await dictionaryAttack(long);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(report.score).toBeLessThanOrEqual(2);
  });
});
