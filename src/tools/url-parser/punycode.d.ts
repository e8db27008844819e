// The punycode package ships no types; this is the one function the URL parser uses.
declare module 'punycode/punycode.es6.js' {
  /** Converts the `xn--` labels of a domain name to Unicode; other labels stay as they are. */
  export function toUnicode(domain: string): string;
}
