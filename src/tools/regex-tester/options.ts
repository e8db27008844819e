/** The flag checkboxes, in screen order; each is an option of the tool's state under this id. */
export const FLAG_KEYS = ['global', 'ignoreCase', 'multiline', 'dotAll', 'unicode', 'unicodeSets'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export type RegexFlags = Record<FlagKey, boolean>;

/** Each flag's letter, in the order the engine writes them (RegExp.prototype.flags). */
export const FLAG_LETTERS: Readonly<Record<FlagKey, string>> = {
  global: 'g',
  ignoreCase: 'i',
  multiline: 'm',
  dotAll: 's',
  unicode: 'u',
  unicodeSets: 'v',
};

export const DEFAULT_FLAGS: RegexFlags = {
  global: true,
  ignoreCase: false,
  multiline: false,
  dotAll: true,
  unicode: true,
  unicodeSets: false,
};

/** Rows of the matches table at most: the pattern `x*` with the g flag matches at every position of a text. */
export const MAX_MATCHES = 10_000;

/** How long one run (the matches and the sample) may take before its worker is terminated. */
export const TIME_LIMIT_MS = 1000;

/**
 * The flags in effect. `u` and `v` exclude each other (the engine refuses both): the checkboxes
 * untick one when the other is ticked, and should both arrive on (a hand-written URL), `v` wins.
 */
export function effectiveFlags(flags: RegexFlags): RegexFlags {
  return flags.unicode && flags.unicodeSets ? { ...flags, unicode: false } : flags;
}

/** The patch ticking or unticking one flag makes: ticking `u` unticks `v`, and the reverse. */
export function flagPatch(key: FlagKey, value: boolean): Partial<RegexFlags> {
  if (value && key === 'unicode') return { unicode: true, unicodeSets: false };
  if (value && key === 'unicodeSets') return { unicodeSets: true, unicode: false };
  return { [key]: value };
}

/** The flags as the engine's letters ("gsu"). */
export function flagLetters(flags: RegexFlags): string {
  const effective = effectiveFlags(flags);
  return FLAG_KEYS.filter((key) => effective[key])
    .map((key) => FLAG_LETTERS[key])
    .join('');
}
