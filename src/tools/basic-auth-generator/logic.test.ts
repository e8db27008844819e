import { describe, expect, it } from 'vitest';
import rfc7617 from '../../../tests/vectors/basic-auth-rfc7617.json';
import { basicAuthHeader, usernameHasColon } from './logic';

describe('RFC 7617 examples', () => {
  it.each(rfc7617.vectors)('$username / $password', ({ username, password, credentials }) =>
    expect(basicAuthHeader(username, password)).toBe(`Authorization: Basic ${credentials}`),
  );
});

describe('basicAuthHeader', () => {
  it.each([
    // Empty fields still give a header: the credentials are just the separator.
    ['', '', 'Og=='],
    ['user', '', 'dXNlcjo='],
    ['', 'secret', 'OnNlY3JldA=='],
    // Only the first colon separates: a colon in the password is fine.
    ['user', 'pa:ss', 'dXNlcjpwYTpzcw=='],
    // UTF-8: accents, emoji and combining marks.
    ['jérôme', 'mot de passe', 'asOpcsO0bWU6bW90IGRlIHBhc3Nl'],
    ['😀', 'e\u0301', '8J+YgDplzIE='],
    ['  spaced  ', ' ', 'ICBzcGFjZWQgIDog'],
  ])('%j / %j', (username, password, credentials) =>
    expect(basicAuthHeader(username, password)).toBe(`Authorization: Basic ${credentials}`),
  );

  it('encodes long credentials', () => {
    const password = 'p'.repeat(30_000);
    const header = basicAuthHeader('u', password);
    expect(atob(header.slice('Authorization: Basic '.length))).toBe(`u:${password}`);
  });
});

describe('usernameHasColon', () => {
  it.each([
    ['', false],
    ['user', false],
    ['us:er', true],
    [':', true],
  ])('%j → %s', (username, colon) => expect(usernameHasColon(username)).toBe(colon));
});
