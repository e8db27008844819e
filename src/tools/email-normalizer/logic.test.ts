import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/tools/email-normalizer.json';
import { normalizeEmail, normalizeEmails, type InvalidLineText } from './logic';

// The English message, as the page builds it from the locale: "Unable to parse email: <line>".
const [prefix = '', suffix = ''] = en.invalidLine.split('{{line}}');
const INVALID: InvalidLineText = { prefix, suffix };
const LONGEST = `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.io`;

describe('normalizeEmail', () => {
  it.each<[string, string, string]>([
    ['plain address, lower-cased', 'John.Doe@Example.COM', 'john.doe@example.com'],
    ['Gmail drops dots and +tag', 'j.o.h.n+news@gmail.com', 'john@gmail.com'],
    ['Googlemail becomes gmail.com', 'John.Doe+x+y@GoogleMail.com', 'johndoe@gmail.com'],
    ['Gmail: the tag is cut before the dots go', 'a.b+c.d@gmail.com', 'ab@gmail.com'],
    ['Outlook drops +tag, keeps dots', 'john.doe+promo@outlook.com', 'john.doe@outlook.com'],
    ['Hotmail drops +tag', 'Ann+1@HOTMAIL.com', 'ann@hotmail.com'],
    ['Live drops +tag', 'bob+2@live.com', 'bob@live.com'],
    ['other domains keep +tag and dots', 'first.last+tag@example.org', 'first.last+tag@example.org'],
    ['a look-alike domain is not Gmail', 'j.doe+x@gmail.com.evil.org', 'j.doe+x@gmail.com.evil.org'],
    ['a subdomain of Gmail is not Gmail', 'j.doe+x@mail.gmail.com', 'j.doe+x@mail.gmail.com'],
    ['RFC 5322 atext characters', "o'neil!#$%&*/=?^_`{|}~-@example.co.uk", "o'neil!#$%&*/=?^_`{|}~-@example.co.uk"],
    ['digits and hyphens in labels', 'x@a-1.b2.example', 'x@a-1.b2.example'],
    ['Punycode top-level domain', 'x@example.xn--p1ai', 'x@example.xn--p1ai'],
  ])('%s', (_, input, expected) => expect(normalizeEmail(input)).toBe(expected));

  it.each<[string, string, string]>([
    ['accented local part', 'José@Example.com', 'josé@example.com'],
    ['IDN domain kept as typed', 'info@Bücher.DE', 'info@bücher.de'],
    ['Cyrillic address', 'Иван@Пример.РФ', 'иван@пример.рф'],
    ['Chinese address', '用户@例子.中国', '用户@例子.中国'],
    ['a combining accent is composed (NFC): the same address as a precomposed one', 'E\u0301@Example.com', 'é@example.com'],
    ['a decomposed IDN domain is composed', 'info@Bu\u0308cher.de', 'info@bücher.de'],
    ['a decomposed Gmail address is composed before its dots go', 'Jo.se\u0301+x@gmail.com', 'josé@gmail.com'],
    ['dotted capital I lower-cases without locale rules', 'İ@example.com', 'i̇@example.com'],
    ['accented Gmail local part', 'Jo.sé+x@gmail.com', 'josé@gmail.com'],
  ])('Unicode: %s', (_, input, expected) => expect(normalizeEmail(input)).toBe(expected));

  it.each<[string, string]>([
    ['no @', 'john.example.com'],
    ['two @', 'a@b@example.com'],
    ['empty local part', '@example.com'],
    ['empty domain', 'john@'],
    ['domain without a dot', 'john@localhost'],
    ['one-letter top-level domain', 'john@example.c'],
    ['numeric top-level domain (an IP)', 'john@192.168.0.1'],
    ['IP literal', 'john@[192.168.0.1]'],
    ['space inside', 'john doe@example.com'],
    ['leading dot in local part', '.john@example.com'],
    ['trailing dot in local part', 'john.@example.com'],
    ['double dot in local part', 'jo..hn@example.com'],
    ['double dot in domain', 'john@example..com'],
    ['trailing dot in domain', 'john@example.com.'],
    ['hyphen at the start of a label', 'john@-example.com'],
    ['hyphen at the end of a label', 'john@example-.com'],
    ['quoted local part', '"john doe"@example.com'],
    ['display name', 'John <john@example.com>'],
    ['mailto: prefix', 'mailto:john@example.com'],
    ['comma', 'john,doe@example.com'],
    ['emoji in the local part', '😀@example.com'],
    ['Gmail address that is only a tag', '+news@gmail.com'],
  ])('refuses %s', (_, input) => expect(normalizeEmail(input)).toBeUndefined());

  it.each<[string, string, string | undefined]>([
    ['local part of 64 bytes', `${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
    ['local part of 65 bytes', `${'a'.repeat(65)}@example.com`, undefined],
    ['local part of 32 two-byte letters', `${'é'.repeat(32)}@example.com`, `${'é'.repeat(32)}@example.com`],
    ['local part of 33 two-byte letters', `${'é'.repeat(33)}@example.com`, undefined],
    ['label of 63 bytes', `a@${'b'.repeat(63)}.com`, `a@${'b'.repeat(63)}.com`],
    ['label of 64 bytes', `a@${'b'.repeat(64)}.com`, undefined],
    ['address of 254 bytes', LONGEST, LONGEST],
    ['address of 255 bytes', `a${LONGEST}`, undefined],
    ['a very long line', `${'a'.repeat(100_000)}@example.com`, undefined],
  ])('limits: %s', (_, input, expected) => expect(normalizeEmail(input)).toBe(expected));
});

describe('normalizeEmails', () => {
  it.each<[string, string, string]>([
    ['empty input', '', ''],
    ['one address, trimmed', '  Foo.Bar+x@GMAIL.com \t', 'foobar@gmail.com'],
    [
      'line by line, blank lines kept',
      'a.b@gmail.com\n\nC@Example.org\n   \nx+y@live.com',
      'ab@gmail.com\n\nc@example.org\n\nx@live.com',
    ],
    ['CRLF and CR line breaks', 'a@b.com\r\nc@d.com\re@f.com', 'a@b.com\nc@d.com\ne@f.com'],
    ['a trailing line break keeps its empty line', 'a@b.com\n', 'a@b.com\n'],
    ['invalid line: the message with the trimmed line', '  Not An Email  ', 'Unable to parse email: Not An Email'],
    [
      'invalid lines among valid ones',
      'a@b.com\nfoo\n@x.com',
      'a@b.com\nUnable to parse email: foo\nUnable to parse email: @x.com',
    ],
  ])('%s', (_, input, expected) => expect(normalizeEmails(input, INVALID)).toBe(expected));

  it('uses the message around the line it is given', () => {
    expect(normalizeEmails('bad\nok@x.io', { prefix: '« ', suffix: ' » ?' })).toBe('« bad » ?\nok@x.io');
  });

  it('keeps a long list aligned line for line', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => (i % 4 === 3 ? '' : i % 2 ? `U.${i}+t@GMail.com` : `bad ${i}`));
    const output = normalizeEmails(lines.join('\n'), INVALID).split('\n');
    expect(output).toHaveLength(100_000);
    expect(output.slice(0, 4)).toEqual(['Unable to parse email: bad 0', `u1@gmail.com`, 'Unable to parse email: bad 2', '']);
  });
});
