/**
 * Whether a file matches an accept list of MIME types ("image/png"), wildcards ("image/*") or
 * extensions (".pdf"), compared case-insensitively; an empty or absent list accepts every file.
 */
export function acceptsFile(file: { name: string; type: string }, accept?: readonly string[]): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
