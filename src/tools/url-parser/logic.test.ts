import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { parseUrl } from './logic';

describe('parseUrl', () => {
  it('splits the default URL', () => {
    expect(parseUrl('https://me:pwd@example.com:3000/url-parser?key1=value&key2=value2#the-hash')).toEqual({
      parts: {
        protocol: 'https:',
        username: 'me',
        password: 'pwd',
        hostname: 'example.com',
        port: '3000',
        host: 'example.com:3000',
        origin: 'https://example.com:3000',
        pathname: '/url-parser',
        search: '?key1=value&key2=value2',
        hash: '#the-hash',
      },
      unicodeHostname: undefined,
      params: [
        { key: 'key1', value: 'value' },
        { key: 'key2', value: 'value2' },
      ],
    });
  });

  it.each([
    ['', undefined],
    ['   ', undefined],
  ])('%j gives nothing', (input, parsed) => expect(parseUrl(input)).toBe(parsed));

  it.each([
    // Absent parts are empty; the default port is dropped.
    ['https://example.com:443', { port: '', host: 'example.com', pathname: '/', search: '', hash: '', username: '' }],
    ['HTTP://EXAMPLE.com/A', { protocol: 'http:', hostname: 'example.com', pathname: '/A' }],
    // Unicode in the path, query and hash is percent-encoded as UTF-8; combining marks too.
    ['https://example.com/café/😀?q=e\u0301#ñ', { pathname: '/caf%C3%A9/%F0%9F%98%80', search: '?q=e%CC%81', hash: '#%C3%B1' }],
    ['https://us%20er:p%40ss@example.com', { username: 'us%20er', password: 'p%40ss' }],
    ['mailto:someone@example.com', { protocol: 'mailto:', pathname: 'someone@example.com', origin: '', host: '' }],
    ['file:///C:/dir/file.txt', { protocol: 'file:', pathname: '/C:/dir/file.txt', hostname: '' }],
    ['http://[::1]:8080/', { hostname: '[::1]', port: '8080', host: '[::1]:8080' }],
  ])('%j', (input, expected) => expect(parseUrl(input)?.parts).toMatchObject(expected));

  it.each([
    ['https://münchen.de/', 'xn--mnchen-3ya.de', 'münchen.de'],
    ['https://例え.テスト/', 'xn--r8jz45g.xn--zckzah', '例え.テスト'],
    ['https://xn--mnchen-3ya.de/', 'xn--mnchen-3ya.de', 'münchen.de'],
    ['https://example.com/', 'example.com', undefined],
  ])('IDN host of %j', (input, hostname, unicode) => {
    const parsed = parseUrl(input);
    expect(parsed?.parts.hostname).toBe(hostname);
    expect(parsed?.unicodeHostname).toBe(unicode);
  });

  it('decodes every query parameter in order, duplicates included', () => {
    expect(parseUrl('https://x.org/?a=1&b=%C3%A9+%F0%9F%98%80&a=2&empty=&flag&=v')?.params).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: 'é 😀' },
      { key: 'a', value: '2' },
      { key: 'empty', value: '' },
      { key: 'flag', value: '' },
      { key: '', value: 'v' },
    ]);
  });

  it('reads a long query string', () => {
    const query = Array.from({ length: 5_000 }, (_, i) => `k${i}=v${i}`).join('&');
    const parsed = parseUrl(`https://example.com/?${query}`);
    expect(parsed?.params).toHaveLength(5_000);
    expect(parsed?.params[4_999]).toEqual({ key: 'k4999', value: 'v4999' });
  });

  it.each([
    'example.com',
    'not a url',
    'https://',
    'http://exa mple.com',
    'https://example.com:99999',
    'http://[::1/',
    '//host/path',
  ])('rejects %j', (input) => expect(inputErrorOf(() => parseUrl(input))).toEqual({ key: 'invalidUrl', params: {} }));
});
