/** Why a signature could not be checked (locale keys `verifyReasons.<reason>`). */
export type VerifyReason = 'noneAlgorithm' | 'unsupportedAlgorithm' | 'needsPublicKey' | 'privateKey' | 'badKey' | 'keyMismatch';

export type VerifyResult = { status: 'verified' } | { status: 'invalid' } | { status: 'cannot'; reason: VerifyReason };

/** The JWS algorithms this page verifies (RFC 7518 §3.1 and RFC 8037), through WebCrypto. */
export const VERIFIABLE_ALGORITHMS: readonly string[] = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

/** Members of a private JWK (RFC 7518 §6): dropping them leaves the public key, which is all verifying needs. */
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'];

class CannotVerify extends Error {
  constructor(readonly reason: VerifyReason) {
    super(reason);
  }
}

type Jose = typeof import('jose');
type VerifyKey = Parameters<Jose['compactVerify']>[1];

async function readKey(jose: Jose, keyText: string, alg: string): Promise<VerifyKey> {
  const text = keyText.trim();
  if (text.startsWith('-----BEGIN')) {
    if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) throw new CannotVerify('privateKey');
    try {
      return /-----BEGIN CERTIFICATE-----/.test(text) ? await jose.importX509(text, alg) : await jose.importSPKI(text, alg);
    } catch {
      throw new CannotVerify('badKey');
    }
  }
  if (text.startsWith('{')) {
    let jwk: Record<string, unknown>;
    try {
      jwk = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new CannotVerify('badKey');
    }
    if (Array.isArray(jwk.keys)) return jose.createLocalJWKSet(jwk as unknown as Parameters<Jose['createLocalJWKSet']>[0]);
    const publicJwk = Object.fromEntries(Object.entries(jwk).filter(([name]) => !PRIVATE_JWK_MEMBERS.includes(name)));
    try {
      return await jose.importJWK(jwk.kty === 'oct' ? jwk : publicJwk, alg);
    } catch {
      throw new CannotVerify('badKey');
    }
  }
  if (!alg.startsWith('HS')) throw new CannotVerify('needsPublicKey');
  return new TextEncoder().encode(keyText);
}

/**
 * Checks a compact JWS signature with an HMAC secret (UTF-8), a PEM public key or certificate, a
 * JWK or a JWK set. Only the signature is checked here; the time claims are the page's "Token status".
 */
export async function verifyJwt(token: string, alg: unknown, keyText: string): Promise<VerifyResult> {
  if (alg === 'none') return { status: 'cannot', reason: 'noneAlgorithm' };
  if (typeof alg !== 'string' || !VERIFIABLE_ALGORITHMS.includes(alg))
    return { status: 'cannot', reason: 'unsupportedAlgorithm' };
  // jose is only fetched once someone verifies a signature.
  const jose = await import('jose');
  try {
    const key = await readKey(jose, keyText, alg);
    if (typeof key === 'function') await jose.compactVerify(token, key, { algorithms: [alg] });
    else await jose.compactVerify(token, key, { algorithms: [alg] });
    return { status: 'verified' };
  } catch (error) {
    if (error instanceof CannotVerify) return { status: 'cannot', reason: error.reason };
    if (error instanceof jose.errors.JWSSignatureVerificationFailed) return { status: 'invalid' };
    if (error instanceof jose.errors.JWKSNoMatchingKey) return { status: 'cannot', reason: 'keyMismatch' };
    if (error instanceof TypeError || error instanceof jose.errors.JOSEError) return { status: 'cannot', reason: 'keyMismatch' };
    throw error;
  }
}
