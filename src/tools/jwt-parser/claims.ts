/**
 * Claim and header parameter names with a description in the locale files (`claims.<name>`), from
 * the IANA "JSON Web Token Claims" and "JSON Web Signature and Encryption Header Parameters"
 * registries, plus common non-registered ones (roles, groups).
 */
export const DESCRIBED_CLAIMS = [
  'typ',
  'alg',
  'cty',
  'kid',
  'jku',
  'jwk',
  'x5u',
  'x5c',
  'x5t',
  'crit',
  'iss',
  'sub',
  'aud',
  'exp',
  'nbf',
  'iat',
  'jti',
  'name',
  'given_name',
  'family_name',
  'nickname',
  'preferred_username',
  'picture',
  'email',
  'email_verified',
  'locale',
  'phone_number',
  'updated_at',
  'auth_time',
  'nonce',
  'azp',
  'acr',
  'amr',
  'sid',
  'scope',
  'client_id',
  'roles',
  'groups',
] as const;

export type DescribedClaim = (typeof DESCRIBED_CLAIMS)[number];

export const isDescribedClaim = (name: string): name is DescribedClaim => (DESCRIBED_CLAIMS as readonly string[]).includes(name);

/** An `alg` value's meaning (RFC 7518 §3.1, RFC 8037 for EdDSA), as a locale key and its parameters. */
export type AlgorithmDescription =
  | { key: 'algHmac' | 'algRsa' | 'algRsaPss'; bits: number }
  | { key: 'algEcdsa'; bits: number; curve: string }
  | { key: 'algNone' | 'algEdDsa' };

const CURVES: Record<number, string> = { 256: 'P-256', 384: 'P-384', 512: 'P-521' };

export function describeAlgorithm(alg: unknown): AlgorithmDescription | undefined {
  if (alg === 'none') return { key: 'algNone' };
  if (alg === 'EdDSA' || alg === 'Ed25519') return { key: 'algEdDsa' };
  const match = typeof alg === 'string' ? /^(HS|RS|PS|ES)(256|384|512)$/.exec(alg) : null;
  if (!match) return undefined;
  const bits = Number(match[2]);
  if (match[1] === 'HS') return { key: 'algHmac', bits };
  if (match[1] === 'RS') return { key: 'algRsa', bits };
  if (match[1] === 'PS') return { key: 'algRsaPss', bits };
  return { key: 'algEcdsa', bits, curve: CURVES[bits]! };
}
