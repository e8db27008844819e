import { InputError } from '@/lib/errors';

/** Which part of a token could not be read, for the detail line under "Invalid JWT". */
export type JwtFailure = 'empty' | 'parts' | 'headerBase64' | 'payloadBase64' | 'headerJson' | 'payloadJson';

/** Claims whose value is a NumericDate (seconds since the epoch) and are also shown as dates. */
export const DATE_CLAIMS: readonly string[] = ['exp', 'nbf', 'iat', 'auth_time', 'updated_at'];

export interface Claim {
  name: string;
  /** The value as shown: strings as they are, objects and arrays pretty-printed (3-space indent). */
  value: string;
  /** For NumericDate claims with a usable number: the instant in milliseconds and its ISO 8601 UTC form. */
  date?: { ms: number; iso: string };
}

export interface DecodedJwt {
  /** The token as decoded: trimmed, without a `Bearer ` prefix. */
  token: string;
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  headerClaims: Claim[];
  payloadClaims: Claim[];
}

export type TokenStatus = 'expired' | 'notYetValid' | 'validNow' | 'noTimeClaims';

/** The token a person pasted: surrounding spaces and an `Authorization: Bearer` style prefix removed. */
export function normalizeToken(input: string): string {
  return input
    .trim()
    .replace(/^bearer(\s+|$)/i, '')
    .trim();
}

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** Strict Base64url (RFC 4648 §5, padding optional) to bytes; undefined when it is not Base64url. */
export function base64UrlToBytes(text: string): Uint8Array | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const body = text.replace(/=+$/, '');
  if (body.length % 4 === 1) return undefined;
  const binary = atob(body.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (body.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function decodePart(text: string, part: 'header' | 'payload'): Record<string, unknown> {
  const bytes = base64UrlToBytes(text);
  if (!bytes || text === '') throw new InputError('invalidJwt', { failure: `${part}Base64` });
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new InputError('invalidJwt', { failure: `${part}Json` });
  }
  // A JOSE header and a claims set are JSON objects (RFC 7515 §4, RFC 7519 §7.2).
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InputError('invalidJwt', { failure: `${part}Json` });
  }
  return parsed as Record<string, unknown>;
}

/** How a claim value reads: strings as is, other JSON values as JSON with a 3-space indent. */
export function formatClaimValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 3) ?? String(value);
}

/** The NumericDate of a claim, when it is a finite number that maps to a representable date. */
export function numericDate(value: unknown): Claim['date'] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const ms = value * 1000;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return undefined;
  return { ms, iso: date.toISOString() };
}

function toClaims(object: Record<string, unknown>): Claim[] {
  return Object.entries(object).map(([name, raw]) => {
    const claim: Claim = { name, value: formatClaimValue(raw) };
    const date = DATE_CLAIMS.includes(name) ? numericDate(raw) : undefined;
    if (date) claim.date = date;
    return claim;
  });
}

/**
 * Decodes a compact JWS/JWT (header.payload.signature). Throws InputError('invalidJwt') with the
 * failing part in `failure`: empty input, not three parts, bad Base64url, or not a JSON object.
 * The signature is not checked here (see verify.ts).
 */
export function decodeJwt(input: string): DecodedJwt {
  const token = normalizeToken(input);
  if (token === '') throw new InputError('invalidJwt', { failure: 'empty' });
  const parts = token.split('.');
  if (parts.length !== 3) throw new InputError('invalidJwt', { failure: 'parts', count: parts.length });
  const [headerText, payloadText, signature] = parts as [string, string, string];
  const header = decodePart(headerText, 'header');
  const payload = decodePart(payloadText, 'payload');
  if (!base64UrlToBytes(signature)) throw new InputError('invalidJwt', { failure: 'signatureBase64' });
  return { token, header, payload, headerClaims: toClaims(header), payloadClaims: toClaims(payload) };
}

/**
 * Whether the token's time claims hold at `nowMs`: exp at or before now is expired, nbf after now
 * is not yet valid (RFC 7519 §4.1.4–4.1.5); with only iat, or claims that hold, it is valid now.
 */
export function tokenStatus(payload: Record<string, unknown>, nowMs: number): TokenStatus {
  const exp = numericDate(payload.exp);
  const nbf = numericDate(payload.nbf);
  const iat = numericDate(payload.iat);
  if (exp && exp.ms <= nowMs) return 'expired';
  if (nbf && nbf.ms > nowMs) return 'notYetValid';
  return exp || nbf || iat ? 'validNow' : 'noTimeClaims';
}

/** When the status can next change (the next exp or nbf instant after now), so the page can refresh it. */
export function nextStatusChange(payload: Record<string, unknown>, nowMs: number): number | undefined {
  const times = [numericDate(payload.exp)?.ms, numericDate(payload.nbf)?.ms].filter(
    (ms): ms is number => ms !== undefined && ms > nowMs,
  );
  return times.length ? Math.min(...times) : undefined;
}
