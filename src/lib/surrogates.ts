/** The first half of a UTF-16 surrogate pair: a text cut right after it splits a character. */
export const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
