import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import rfc7515 from '../../../tests/vectors/jws-rfc7515.json';
import { verifyJwt } from './verify';

const JWT_IO_SAMPLE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('HMAC', () => {
  it('verifies the RFC 7515 A.1 example with its JWK, and rejects a changed payload', async () => {
    const jwk = JSON.stringify(rfc7515.hs256.jwk);
    expect(await verifyJwt(rfc7515.hs256.token, 'HS256', jwk)).toEqual({ status: 'verified' });
    const [h, , sig] = rfc7515.hs256.token.split('.');
    const forged = `${h}.${Buffer.from('{"iss":"joe","exp":9999999999}').toString('base64url')}.${sig}`;
    expect(await verifyJwt(forged, 'HS256', jwk)).toEqual({ status: 'invalid' });
  });

  it('verifies the jwt.io sample with its UTF-8 secret', async () => {
    expect(await verifyJwt(JWT_IO_SAMPLE, 'HS256', 'your-256-bit-secret')).toEqual({ status: 'verified' });
    expect(await verifyJwt(JWT_IO_SAMPLE, 'HS256', 'your-256-bit-secreT')).toEqual({ status: 'invalid' });
  });

  it('reads a Unicode secret as UTF-8', async () => {
    const secret = 'clé secrète 🔑';
    const token = await new SignJWT({ sub: 'Zoë' }).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(secret));
    expect(await verifyJwt(token, 'HS512', secret)).toEqual({ status: 'verified' });
  });
});

type Alg = 'RS256' | 'PS384' | 'ES256' | 'ES512' | 'EdDSA';
type Pair = Awaited<ReturnType<typeof generateKeyPair>>;
const ALGS: readonly Alg[] = ['RS256', 'PS384', 'ES256', 'ES512', 'EdDSA'];
// Two key pairs per algorithm, made once: RSA key generation is slow on a busy machine.
const pairs = new Map<Alg, [Pair, Pair]>();
beforeAll(async () => {
  for (const alg of ALGS) {
    const make = () => generateKeyPair(alg, { extractable: true, ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}) });
    pairs.set(alg, [await make(), await make()]);
  }
}, 120_000);

describe('public keys', () => {
  it.each(ALGS)('%s with a PEM, a JWK, a private JWK and a JWK set', async (alg) => {
    const [{ publicKey, privateKey }, other] = pairs.get(alg)!;
    const token = await new SignJWT({ sub: 'x' }).setProtectedHeader({ alg }).sign(privateKey);
    expect(await verifyJwt(token, alg, await exportSPKI(publicKey))).toEqual({ status: 'verified' });
    expect(await verifyJwt(token, alg, JSON.stringify(await exportJWK(publicKey)))).toEqual({ status: 'verified' });
    expect(await verifyJwt(token, alg, JSON.stringify(await exportJWK(privateKey)))).toEqual({ status: 'verified' });
    expect(await verifyJwt(token, alg, JSON.stringify({ keys: [await exportJWK(publicKey)] }))).toEqual({ status: 'verified' });
    expect(await verifyJwt(token, alg, await exportPKCS8(privateKey))).toEqual({ status: 'cannot', reason: 'privateKey' });
    expect(await verifyJwt(token, alg, await exportSPKI(other.publicKey))).toEqual({ status: 'invalid' });
  });

  it('says why it cannot verify', async () => {
    const rsa = pairs.get('RS256')![0];
    const ec = pairs.get('ES256')![0];
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).sign(ec.privateKey);
    expect(await verifyJwt(token, 'ES256', 'a secret')).toEqual({ status: 'cannot', reason: 'needsPublicKey' });
    expect(await verifyJwt(token, 'ES256', await exportSPKI(rsa.publicKey))).toEqual({ status: 'cannot', reason: 'badKey' });
    expect(await verifyJwt(token, 'ES256', '-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----')).toEqual({
      status: 'cannot',
      reason: 'badKey',
    });
    expect(await verifyJwt(token, 'ES256', '{"kty":')).toEqual({ status: 'cannot', reason: 'badKey' });
    expect(await verifyJwt(token, 'ES256', JSON.stringify({ keys: [await exportJWK(rsa.publicKey)] }))).toEqual({
      status: 'cannot',
      reason: 'keyMismatch',
    });
    expect(await verifyJwt(token, 'none', 'x')).toEqual({ status: 'cannot', reason: 'noneAlgorithm' });
    expect(await verifyJwt(token, 'HS1', 'x')).toEqual({ status: 'cannot', reason: 'unsupportedAlgorithm' });
    expect(await verifyJwt(token, undefined, 'x')).toEqual({ status: 'cannot', reason: 'unsupportedAlgorithm' });
  });
});
