import { describe, expect, it } from 'vitest';
import { bytesToHex } from '@/lib/encoding';
import { DEFAULT_FILE_ALGORITHMS, hashText } from './logic';

describe('hashText (the worker entry point)', () => {
  it('hashes the empty text', async () => {
    const digests = await hashText('', 'utf8');
    expect(bytesToHex(digests.SHA256!)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('throws bad input as an InputError with the tool key', async () => {
    await expect(hashText('zz', 'hex')).rejects.toMatchObject({ name: 'InputError', key: 'invalidHex' });
    await expect(hashText('YW*j', 'base64')).rejects.toMatchObject({ key: 'invalidBase64' });
  });

  it('decodes hex input before hashing', async () => {
    const digests = await hashText('616263', 'hex', ['MD5']);
    expect(bytesToHex(digests.MD5!)).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(Object.keys(digests)).toEqual(['MD5']);
  });

  it('ticks the usual file checksums by default', () => {
    expect(DEFAULT_FILE_ALGORITHMS).toEqual(['MD5', 'SHA1', 'SHA256', 'SHA512']);
  });
});
