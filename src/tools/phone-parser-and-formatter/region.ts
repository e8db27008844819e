/** The region subtag of a BCP 47 language tag ("en-US" → "US", "zh-Hans-CN" → "CN"); '' without one. */
export function regionSubtag(language: string): string {
  return /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/i.exec(language)?.[1]?.toUpperCase() ?? '';
}
