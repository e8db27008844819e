import { bytesToBase64 } from '@/lib/encoding';

/**
 * The HTTP Basic `Authorization` header line for these credentials (RFC 7617): Base64 of the
 * UTF-8 bytes of `username:password`. Empty fields still give a header (`Og==` for two blanks).
 */
export function basicAuthHeader(username: string, password: string): string {
  return `Authorization: Basic ${bytesToBase64(new TextEncoder().encode(`${username}:${password}`))}`;
}

/** A colon in the user-id cannot be told apart from the separator, so servers cannot decode it. */
export const usernameHasColon = (username: string): boolean => username.includes(':');
