/**
 * Email addresses to their canonical form, one per line. An address is accepted only when it is
 * plainly one: a conservative subset of RFC 5322's dot-atom form, widened to Unicode letters as
 * RFC 6531 allows. Internationalised local parts and domains stay in Unicode (not Punycode), in
 * their composed form (NFC, as RFC 6532 recommends): "é" typed as "e" and a combining accent is
 * the same address as "é", and a list to de-duplicate must say so. Quoted local parts, comments,
 * display names ("Ann <ann@x.org>") and IP-literal domains are refused: they are legal but rare,
 * and a list to de-duplicate is better told about them.
 */

/** What an invalid line becomes: `prefix + line + suffix` (the translated "Unable to parse email: …"). */
export interface InvalidLineText {
  prefix: string;
  suffix: string;
}

/** RFC 5321 limits, in UTF-8 bytes. */
const MAX_ADDRESS_BYTES = 254;
const MAX_LOCAL_BYTES = 64;
const MAX_LABEL_BYTES = 63;

/** Dot-separated atoms of RFC 5322 `atext`, plus Unicode letters, marks and digits. */
const LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
/** A domain label: letters, marks, digits and inner hyphens. */
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
/** A top-level domain: two letters or more, or an IDN one in Punycode. */
const TOP_LABEL = /^(?:[\p{L}\p{M}]{2,}|xn--[a-z0-9-]+)$/u;

/** Domains whose mailboxes ignore dots and a `+tag` in the local part; all are gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/** Domains whose mailboxes ignore a `+tag` (dots are significant there). */
const PLUS_TAG_DOMAINS = new Set(['outlook.com', 'hotmail.com', 'live.com']);

const encoder = new TextEncoder();
/** UTF-8 length, counted without encoding pure ASCII (the usual case). */
function utf8Bytes(text: string): number {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return encoder.encode(text).length;
  return text.length;
}

/** NFC, skipped for pure ASCII (the usual case, already composed). */
function composed(text: string): string {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return text.normalize('NFC');
  return text;
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label) && utf8Bytes(label) <= MAX_LABEL_BYTES)) return false;
  return TOP_LABEL.test(labels[labels.length - 1]!);
}

/**
 * The canonical form of one address (already trimmed), or undefined if it is not one: lower-cased
 * and composed (NFC); Gmail drops the dots and the `+tag` of the local part and is always
 * gmail.com; Outlook, Hotmail and Live drop the `+tag`.
 */
export function normalizeEmail(address: string): string | undefined {
  // A line this long is no address however it composes (NFC keeps 3 UTF-8 bytes of 4 UTF-16 units at least).
  if (address.length > MAX_ADDRESS_BYTES * 3) return undefined;
  const email = composed(address.toLowerCase());
  if (utf8Bytes(email) > MAX_ADDRESS_BYTES) return undefined;
  const at = email.indexOf('@');
  if (at === -1 || at !== email.lastIndexOf('@')) return undefined;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  if (!LOCAL_PART.test(local) || utf8Bytes(local) > MAX_LOCAL_BYTES || !isDomain(domain)) return undefined;
  const dropsTag = GMAIL_DOMAINS.has(domain) || PLUS_TAG_DOMAINS.has(domain);
  if (dropsTag) {
    const plus = local.indexOf('+');
    if (plus !== -1) local = local.slice(0, plus);
  }
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  // "+tag@gmail.com" names no mailbox once its tag is dropped.
  return local === '' ? undefined : `${local}@${domain}`;
}

/**
 * Each line of `text` (CRLF, CR or LF) normalised, in the same order, joined by LF: a blank line
 * stays blank and a line that is not an address becomes `invalid.prefix + line + invalid.suffix`
 * (the line trimmed, its case kept). Linear in the text's length.
 */
export function normalizeEmails(text: string, invalid: InvalidLineText): string {
  if (text === '') return '';
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return '';
      return normalizeEmail(trimmed) ?? invalid.prefix + trimmed + invalid.suffix;
    })
    .join('\n');
}
