import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import vectors from '../../../tests/vectors/bip39-vectors.json';
import { entropyOfMnemonic, entropyToMnemonicText, loadWordlist, mnemonicOfEntropy, mnemonicToEntropyHex } from './logic';
import { LANGUAGES, MNEMONIC_LENGTHS, randomEntropyHex, type Bip39Language } from './options';

// Vector file keys (the reference implementation's names) → our language ids.
const vectorKeys: Record<Bip39Language, keyof typeof vectors> = {
  english: 'english',
  'chinese-simplified': 'chinese_simplified',
  'chinese-traditional': 'chinese_traditional',
  czech: 'czech',
  french: 'french',
  italian: 'italian',
  japanese: 'japanese',
  korean: 'korean',
  portuguese: 'portuguese',
  spanish: 'spanish',
};

describe.each(LANGUAGES)('official BIP39 vectors: %s', (language) => {
  const cases = vectors[vectorKeys[language]] as unknown as [string, string, ...string[]][];
  it.each(cases.map(([entropy, mnemonic]) => ({ entropy, mnemonic })))('$entropy', async ({ entropy, mnemonic }) => {
    const wordlist = await loadWordlist(language);
    expect(entropyToMnemonicText(entropy, wordlist).normalize('NFKD')).toBe(mnemonic.normalize('NFKD'));
    expect(mnemonicToEntropyHex(mnemonic, wordlist)).toBe(entropy);
    // Upper-case entropy and NFC / extra whitespace in the mnemonic are accepted.
    expect(entropyToMnemonicText(entropy.toUpperCase(), wordlist).normalize('NFKD')).toBe(mnemonic.normalize('NFKD'));
    expect(mnemonicToEntropyHex(`  ${mnemonic.normalize('NFC').replace(/[ \u3000]/g, ' \n ')}\t`, wordlist)).toBe(entropy);
  });
});

describe('entropy to mnemonic', () => {
  it('joins Japanese with U+3000 and others with a space', async () => {
    const entropy = '00'.repeat(16);
    expect(entropyToMnemonicText(entropy, await loadWordlist('japanese')).split('\u3000')).toHaveLength(12);
    expect(entropyToMnemonicText(entropy, await loadWordlist('english')).split(' ')).toHaveLength(12);
  });

  it('gives an empty mnemonic for empty entropy', async () => {
    expect(entropyToMnemonicText('  ', await loadWordlist('english'))).toBe('');
  });

  it.each([
    ['zz'.repeat(16), 'entropyNotHex'],
    ['0x' + '00'.repeat(16), 'entropyNotHex'],
    ['é'.repeat(32), 'entropyNotHex'],
    ['00'.repeat(15), 'entropyLength'],
    ['00'.repeat(33), 'entropyLength'],
    ['00'.repeat(18), 'entropyLength'],
    ['0'.repeat(33), 'entropyLength'],
  ])('rejects %s with %s', async (entropy, key) => {
    const wordlist = await loadWordlist('english');
    expect(() => entropyToMnemonicText(entropy, wordlist)).toThrow(new InputError(key));
  });
});

describe('mnemonic to entropy', () => {
  it.each([
    ['an unknown word', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon notaword'],
    ['a bad checksum', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon'],
    ['a wrong word count', 'abandon abandon abandon about'],
    [
      'another language',
      'abaisser abaisser abaisser abaisser abaisser abaisser abaisser abaisser abaisser abaisser abaisser abeille',
    ],
  ])('rejects %s with "Invalid mnemonic"', async (_, mnemonic) => {
    const wordlist = await loadWordlist('english');
    expect(() => mnemonicToEntropyHex(mnemonic, wordlist)).toThrow(new InputError('invalidMnemonic'));
  });

  it('gives empty entropy for an empty mnemonic', async () => {
    expect(mnemonicToEntropyHex(' \n ', await loadWordlist('english'))).toBe('');
  });
});

describe('randomEntropyHex', () => {
  it.each(MNEMONIC_LENGTHS)('%i words: fresh lower-case hex of the right size that round-trips', async (words) => {
    const wordlist = await loadWordlist('english');
    const a = randomEntropyHex(words);
    expect(a).toMatch(new RegExp(`^[0-9a-f]{${(words * 8) / 3}}$`));
    expect(a).not.toBe(randomEntropyHex(words));
    const mnemonic = entropyToMnemonicText(a, wordlist);
    expect(mnemonic.split(' ')).toHaveLength(words);
    expect(mnemonicToEntropyHex(mnemonic, wordlist)).toBe(a);
  });
});

describe('the keys worker methods (wordlist by language)', () => {
  it('converts both ways in the language asked for', async () => {
    const entropy = '7f'.repeat(16);
    const english = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    await expect(mnemonicOfEntropy(entropy, 'english')).resolves.toBe(english);
    await expect(entropyOfMnemonic(english, 'english')).resolves.toBe(entropy);
    const japanese = await mnemonicOfEntropy(entropy, 'japanese');
    expect(japanese.split('\u3000')).toHaveLength(12);
    await expect(entropyOfMnemonic(japanese, 'japanese')).resolves.toBe(entropy);
  });

  it('rejects with the same input errors', async () => {
    await expect(mnemonicOfEntropy('0000', 'english')).rejects.toThrow(new InputError('entropyLength'));
    await expect(entropyOfMnemonic('abandon abandon', 'french')).rejects.toThrow(new InputError('invalidMnemonic'));
  });
});
