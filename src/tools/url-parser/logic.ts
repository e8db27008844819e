import { toUnicode } from 'punycode/punycode.es6.js';
import { InputError } from '@/lib/errors';

export const URL_PARTS = [
  'protocol',
  'username',
  'password',
  'hostname',
  'port',
  'host',
  'origin',
  'pathname',
  'search',
  'hash',
] as const;
export type UrlPart = (typeof URL_PARTS)[number];

export interface ParsedUrl {
  /** The WHATWG `URL` values ('' when absent; the hostname in its ASCII, punycode form). */
  parts: Record<UrlPart, string>;
  /** The hostname with its `xn--` labels shown in Unicode; undefined when it has none. */
  unicodeHostname?: string;
  /** Query parameters decoded, in order, duplicate keys included. */
  params: { key: string; value: string }[];
}

/**
 * Splits a URL with the WHATWG URL parser, as browsers do. Blank input gives undefined; input the
 * parser rejects (no scheme, bad host, bad port…) throws InputError('invalidUrl').
 */
export function parseUrl(input: string): ParsedUrl | undefined {
  if (input.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new InputError('invalidUrl');
  }
  const parts = Object.fromEntries(URL_PARTS.map((part) => [part, url[part]])) as Record<UrlPart, string>;
  // Opaque origins ("null") of schemes such as mailto: have no origin to show.
  if (parts.origin === 'null') parts.origin = '';
  const unicode = url.hostname.includes('xn--') ? toUnicode(url.hostname) : undefined;
  return {
    parts,
    unicodeHostname: unicode !== url.hostname ? unicode : undefined,
    params: [...url.searchParams].map(([key, value]) => ({ key, value })),
  };
}
