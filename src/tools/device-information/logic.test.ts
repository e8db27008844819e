import { describe, expect, it } from 'vitest';
import { deviceRows } from './logic';

describe('deviceRows', () => {
  it('formats what the browser reports', () => {
    expect(
      deviceRows({
        availWidth: 1920,
        availHeight: 1040,
        orientationType: 'landscape-primary',
        orientationAngle: 0,
        colorDepth: 24,
        pixelRatio: 1.75,
        innerWidth: 412,
        innerHeight: 823,
        vendor: 'Google Inc.',
        languages: ['en-US', 'fr', 'zh-CN'],
        platform: 'Linux x86_64',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      }),
    ).toEqual({
      screenSize: '1920 x 1040',
      orientation: 'landscape-primary',
      orientationAngle: '0°',
      colorDepth: '24',
      pixelRatio: '1.75 dppx',
      windowSize: '412 x 823',
      vendor: 'Google Inc.',
      languages: 'en-US, fr, zh-CN',
      platform: 'Linux x86_64',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
  });

  it('leaves out what is missing, empty or not a number', () => {
    expect(deviceRows({})).toEqual({});
    const rows = deviceRows({
      availWidth: 100,
      vendor: '',
      languages: [],
      pixelRatio: Number.NaN,
      orientationAngle: 90,
      platform: '  ',
    });
    expect(Object.fromEntries(Object.entries(rows).filter(([, v]) => v !== undefined))).toEqual({ orientationAngle: '90°' });
  });

  it('keeps Unicode values as they are', () => {
    expect(deviceRows({ vendor: 'Ünïcode 😀', languages: ['zh-Hans-CN', 'uk'] })).toMatchObject({
      vendor: 'Ünïcode 😀',
      languages: 'zh-Hans-CN, uk',
    });
  });
});
