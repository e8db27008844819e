import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './logic';

describe('parseUserAgent', () => {
  it.each([
    [
      'Chrome on Windows 10, x64',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      {
        browser: { name: 'Chrome', version: '120.0.0.0' },
        engine: { name: 'Blink', version: '120.0.0.0' },
        os: { name: 'Windows', version: '10' },
        device: {},
        cpu: { architecture: 'amd64' },
      },
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      {
        browser: { name: 'Mobile Safari', version: '17.1' },
        engine: { name: 'WebKit', version: '605.1.15' },
        os: { name: 'iOS', version: '17.1' },
        device: { model: 'iPhone', type: 'mobile', vendor: 'Apple' },
        cpu: {},
      },
    ],
    [
      'Firefox on Linux',
      'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
      {
        browser: { name: 'Firefox', version: '121.0' },
        engine: { name: 'Gecko', version: '121.0' },
        os: { name: 'Linux' },
        device: {},
        cpu: { architecture: 'amd64' },
      },
    ],
    [
      'Chrome on a Samsung phone',
      'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36',
      {
        browser: { name: 'Chrome', version: '112.0.0.0' },
        engine: { name: 'Blink', version: '112.0.0.0' },
        os: { name: 'Android', version: '13' },
        device: { model: 'SM-S901B', type: 'mobile', vendor: 'Samsung' },
        cpu: {},
      },
    ],
  ])('%s', (_name, ua, expected) => expect(parseUserAgent(ua)).toEqual(expected));

  it.each(['', '   ', '\n'])('finds nothing in a blank string %j', (ua) => {
    expect(parseUserAgent(ua)).toEqual({ browser: {}, engine: {}, os: {}, device: {}, cpu: {} });
  });

  it.each(['not a user agent', '😀 ünïcödé 日本語', 'x'.repeat(10_000)])('finds nothing it cannot recognise in %#', (ua) => {
    const parsed = parseUserAgent(ua);
    expect(parsed.browser).toEqual({});
    expect(parsed.os).toEqual({});
  });
});
