import { isHighSurrogate } from '@/lib/surrogates';

/** Number of Unicode code points (a character such as 😀 counts once, not as two UTF-16 units). */
export function countCodePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (isHighSurrogate(unit)) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/** The first `limit` UTF-16 units of a text, never splitting a surrogate pair; and whether it was cut. */
export function previewOf(text: string, limit: number): { preview: string; truncated: boolean } {
  if (text.length <= limit) return { preview: text, truncated: false };
  let end = Math.max(0, limit);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && isHighSurrogate(last)) end--;
  return { preview: text.slice(0, end), truncated: true };
}
