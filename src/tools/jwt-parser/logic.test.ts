import { describe, expect, it } from 'vitest';
import rfc7515 from '../../../tests/vectors/jws-rfc7515.json';
import { describeAlgorithm, isDescribedClaim } from './claims';
import { base64UrlToBytes, decodeJwt, formatClaimValue, nextStatusChange, normalizeToken, tokenStatus } from './logic';

const JWT_IO_SAMPLE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (header: unknown, payload: unknown, signature = 'c2ln') => `${b64url(header)}.${b64url(payload)}.${signature}`;

describe('decodeJwt', () => {
  it('decodes the jwt.io sample', () => {
    const decoded = decodeJwt(JWT_IO_SAMPLE);
    expect(decoded.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decoded.payloadClaims).toEqual([
      { name: 'sub', value: '1234567890' },
      { name: 'name', value: 'John Doe' },
      { name: 'iat', value: '1516239022', date: { ms: 1516239022000, iso: '2018-01-18T01:30:22.000Z' } },
    ]);
  });

  it('decodes the RFC 7515 A.1 example (CRLF inside the JSON)', () => {
    const decoded = decodeJwt(rfc7515.hs256.token);
    expect(decoded.header).toEqual(rfc7515.hs256.header);
    expect(decoded.payload).toEqual(rfc7515.hs256.payload);
    expect(decoded.payloadClaims[1]).toEqual({
      name: 'exp',
      value: '1300819380',
      date: { ms: 1300819380000, iso: '2011-03-22T18:43:00.000Z' },
    });
  });

  it.each([
    [`  Bearer ${JWT_IO_SAMPLE}\n`, JWT_IO_SAMPLE],
    [`bearer   ${JWT_IO_SAMPLE}`, JWT_IO_SAMPLE],
    [JWT_IO_SAMPLE, JWT_IO_SAMPLE],
  ])('trims and drops a Bearer prefix: %j', (input, token) => {
    expect(normalizeToken(input)).toBe(token);
    expect(decodeJwt(input).token).toBe(token);
  });

  it('keeps Unicode claims and pretty-prints objects with a 3-space indent', () => {
    const decoded = decodeJwt(tokenOf({ alg: 'none' }, { name: 'Zoë 😀 日本', aud: ['a', 'b'], address: { city: 'Kyiv' } }, ''));
    expect(decoded.payloadClaims).toEqual([
      { name: 'name', value: 'Zoë 😀 日本' },
      { name: 'aud', value: '[\n   "a",\n   "b"\n]' },
      { name: 'address', value: '{\n   "city": "Kyiv"\n}' },
    ]);
  });

  it.each([
    ['', { failure: 'empty' }],
    ['   \n', { failure: 'empty' }],
    ['Bearer ', { failure: 'empty' }],
    ['abc.def', { failure: 'parts', count: 2 }],
    ['a.b.c.d', { failure: 'parts', count: 4 }],
    ['e30.e30.sig.', { failure: 'parts', count: 4 }],
    ['eyJ*.e30.sig', { failure: 'headerBase64' }],
    ['.e30.sig', { failure: 'headerBase64' }],
    ['e30.a.sig', { failure: 'payloadBase64' }],
    ['e30.e3+.sig', { failure: 'payloadBase64' }],
    [`${b64url('x').slice(0, -1)}x.e30.`, { failure: 'headerJson' }],
    [`e30.${Buffer.from('{"a":').toString('base64url')}.`, { failure: 'payloadJson' }],
    [`e30.${b64url([1, 2])}.`, { failure: 'payloadJson' }],
    [`${b64url(null)}.e30.`, { failure: 'headerJson' }],
    [`e30.${Buffer.from([0xff, 0xfe]).toString('base64url')}.`, { failure: 'payloadJson' }],
    ['e30.e30.s!g', { failure: 'signatureBase64' }],
  ])('reports %j as "Invalid JWT" (%j)', (input, params) => {
    expect(() => decodeJwt(input)).toThrow(expect.objectContaining({ name: 'InputError', key: 'invalidJwt', params }));
  });

  it('accepts an unsigned token with an empty signature', () => {
    expect(decodeJwt('eyJhbGciOiJub25lIn0.e30.').header).toEqual({ alg: 'none' });
  });

  it('shows no date for a NumericDate claim that is not a usable number', () => {
    const decoded = decodeJwt(tokenOf({}, { exp: 'tomorrow', nbf: 1e20, iat: 0 }));
    expect(decoded.payloadClaims.map((claim) => claim.date?.iso)).toEqual([undefined, undefined, '1970-01-01T00:00:00.000Z']);
  });
});

describe('base64UrlToBytes', () => {
  it.each([
    ['', []],
    ['AA', [0]],
    ['AAA=', [0, 0]],
    ['-_8', [0xfb, 0xff]],
  ])('%j', (text, bytes) => expect(base64UrlToBytes(text)).toEqual(Uint8Array.from(bytes)));
  it.each(['A', 'AAAAA', 'a+b', 'a/b', 'a b', 'AA=A'])('rejects %j', (text) => expect(base64UrlToBytes(text)).toBeUndefined());
});

describe('tokenStatus', () => {
  const now = 1_700_000_000_000;
  const s = now / 1000;
  it.each([
    [{}, 'noTimeClaims'],
    [{ sub: 'x' }, 'noTimeClaims'],
    [{ exp: s - 1 }, 'expired'],
    [{ exp: s }, 'expired'],
    [{ exp: s + 1 }, 'validNow'],
    [{ nbf: s + 1 }, 'notYetValid'],
    [{ nbf: s, exp: s + 60 }, 'validNow'],
    [{ iat: s - 60 }, 'validNow'],
    [{ nbf: s + 10, exp: s - 10 }, 'expired'],
    [{ exp: 'soon' }, 'noTimeClaims'],
  ])('%j is %s', (payload, status) => expect(tokenStatus(payload, now)).toBe(status));

  it('knows when the status will change next', () => {
    expect(nextStatusChange({ nbf: s + 5, exp: s + 60 }, now)).toBe(now + 5000);
    expect(nextStatusChange({ exp: s - 5 }, now)).toBeUndefined();
    expect(nextStatusChange({ iat: s }, now)).toBeUndefined();
  });
});

describe('claim and algorithm descriptions', () => {
  it.each([
    ['HS256', { key: 'algHmac', bits: 256 }],
    ['RS384', { key: 'algRsa', bits: 384 }],
    ['PS512', { key: 'algRsaPss', bits: 512 }],
    ['ES512', { key: 'algEcdsa', bits: 512, curve: 'P-521' }],
    ['ES256', { key: 'algEcdsa', bits: 256, curve: 'P-256' }],
    ['none', { key: 'algNone' }],
    ['EdDSA', { key: 'algEdDsa' }],
    ['HS1024', undefined],
    [42, undefined],
  ])('%j', (alg, description) => expect(describeAlgorithm(alg)).toEqual(description));

  it('describes the registered claims and nothing else', () => {
    for (const name of ['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti', 'typ', 'alg', 'kid'])
      expect(isDescribedClaim(name)).toBe(true);
    expect(isDescribedClaim('http://example.com/is_root')).toBe(false);
    expect(formatClaimValue(true)).toBe('true');
    expect(formatClaimValue(null)).toBe('null');
  });
});
