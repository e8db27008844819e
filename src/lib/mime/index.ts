/** One mime-db entry: where the type is registered and the extensions it uses. */
export interface MimeEntry {
  source?: string;
  extensions?: readonly string[];
}

export interface MimeIndex {
  /** Every type that has extensions, sorted, with its extensions in mime-db's order. */
  typeToExtensions: Map<string, readonly string[]>;
  /** Each extension (without dot) and the one type it resolves to. */
  extensionToType: Map<string, string>;
  /** The extensions, sorted. */
  extensions: string[];
}

/** Source authority, least to most: an extension keeps the type from the more authoritative source. */
const SOURCE_RANK = ['nginx', 'apache', undefined, 'iana'];

/**
 * Builds both directions from mime-db. Extension conflicts are settled the way the mime-types
 * package settles them: the more authoritative source wins (IANA > none > Apache > nginx); on a
 * tie an `application/*` type already chosen stays; `application/octet-stream` always yields.
 */
export function buildMimeIndex(db: Readonly<Record<string, MimeEntry>>): MimeIndex {
  const typeToExtensions = new Map<string, readonly string[]>();
  const extensionToType = new Map<string, string>();
  for (const type of Object.keys(db)) {
    const entry = db[type]!;
    const extensions = entry.extensions;
    if (!extensions?.length) continue;
    typeToExtensions.set(type, extensions);
    for (const extension of extensions) {
      const chosen = extensionToType.get(extension);
      if (chosen !== undefined && chosen !== 'application/octet-stream') {
        const from = SOURCE_RANK.indexOf(db[chosen]?.source);
        const to = SOURCE_RANK.indexOf(entry.source);
        if (from > to || (from === to && chosen.startsWith('application/'))) continue;
      }
      extensionToType.set(extension, type);
    }
  }
  const sortedTypes = new Map([...typeToExtensions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const extensions = [...extensionToType.keys()].sort();
  return { typeToExtensions: sortedTypes, extensionToType, extensions };
}

/** An extension as typed or chosen (".PDF", "pdf", "file.pdf") reduced to mime-db's key ("pdf"). */
export function normalizeExtension(input: string): string {
  const trimmed = input.trim().toLowerCase();
  const dot = trimmed.lastIndexOf('.');
  return dot === -1 ? trimmed : trimmed.slice(dot + 1);
}

/** The type of an extension, or undefined. */
export function typeOfExtension(index: MimeIndex, input: string): string | undefined {
  return index.extensionToType.get(normalizeExtension(input));
}

/** The extensions of a type (parameters and case ignored), or an empty list. */
export function extensionsOfType(index: MimeIndex, type: string): readonly string[] {
  return index.typeToExtensions.get(type.split(';')[0]!.trim().toLowerCase()) ?? [];
}
