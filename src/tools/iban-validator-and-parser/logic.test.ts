import { describe, expect, it } from 'vitest';
import vectors from '../../../tests/vectors/iban-examples.json';
import { compactIban, EXAMPLE_IBANS, parseIban } from './logic';

describe('parseIban: published example IBANs', () => {
  it.each(vectors.valid)('$iban is valid, in $country', ({ iban, country, bban }) => {
    const report = parseIban(iban);
    expect(report).toMatchObject({ valid: true, errors: [], countryCode: country, bban, compact: iban, isQrIban: false });
    expect(report?.friendly.replaceAll(' ', '')).toBe(iban);
  });

  it('recognises a QR-IBAN, which is valid', () => {
    expect(parseIban(vectors.qrIban)).toMatchObject({ valid: true, isQrIban: true, countryCode: 'CH' });
  });

  it('accepts the page examples in their printed form', () => {
    for (const example of EXAMPLE_IBANS) expect(parseIban(example)?.valid).toBe(true);
  });
});

describe('parseIban', () => {
  it('removes spaces and dashes, upper-cases and groups by four', () => {
    expect(parseIban(' gb29-nwbk 6016\t1331-9268 19 ')).toMatchObject({
      compact: 'GB29NWBK60161331926819',
      valid: true,
      friendly: 'GB29 NWBK 6016 1331 9268 19',
    });
  });

  it.each(['', '   ', ' - - '])('gives nothing for blank input %j', (input) => expect(parseIban(input)).toBeNull());

  it.each([
    ['DE89370400440532013001', ['errors.wrongIbanChecksum']],
    ['DE8937040044053201300', ['errors.wrongBbanLength', 'errors.wrongBbanFormat', 'errors.wrongIbanChecksum']],
    ['XX89370400440532013000', ['errors.noIbanCountry']],
    ['DEAB370400440532013000', ['errors.checksumNotNumber', 'errors.wrongIbanChecksum']],
    ['GB29NWBK6016133192681X', ['errors.wrongBbanFormat', 'errors.wrongIbanChecksum']],
    ['BE68539007547035', ['errors.wrongAccountBankBranchChecksum', 'errors.wrongIbanChecksum']],
  ])('%s is invalid: %j', (iban, errors) => {
    const report = parseIban(iban);
    expect(report).toMatchObject({ valid: false, errors, countryCode: undefined, bban: undefined });
  });

  it('reports a wrong national check digit (Belgium) even when the IBAN checksum is right', () => {
    // 539007547035 fails Belgium's mod-97 account check; 41 is the IBAN check digit that fits it.
    expect(parseIban('BE41539007547035')?.errors).toEqual(['errors.wrongAccountBankBranchChecksum']);
  });

  it('never crashes on Unicode input', () => {
    const report = parseIban('DE89 3704 0044 0532 0130 00 ✓ ßé');
    expect(report?.valid).toBe(false);
    expect(report?.compact).toBe('DE89370400440532013000✓SSÉ');
  });
});

describe('compactIban', () => {
  it.each([
    ['fr76 3000-6000 0112', 'FR76300060000112'],
    ['a–b‑c', 'ABC'],
  ])('%j → %s', (input, compact) => expect(compactIban(input)).toBe(compact));
});
