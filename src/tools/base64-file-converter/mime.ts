import db from 'mime-db/db.json';

type Entry = { source?: string; extensions?: string[] };
const entries = Object.entries(db as Record<string, Entry>);
/** When several types claim an extension, prefer the IANA one, then Apache's, then nginx's. */
const RANK: Record<string, number> = { iana: 3, apache: 2, nginx: 1 };

const typeByExtension = new Map<string, { type: string; rank: number }>();
for (const [type, entry] of entries) {
  const rank = RANK[entry.source ?? ''] ?? 0;
  for (const extension of entry.extensions ?? []) {
    const known = typeByExtension.get(extension);
    if (!known || rank > known.rank) typeByExtension.set(extension, { type, rank });
  }
}

/** mime-db's first extension for a MIME type ("image/jpeg" → "jpg"); parameters are ignored. */
export function extensionOf(mime: string): string | undefined {
  const type = mime.split(';')[0]!.trim().toLowerCase();
  return (db as Record<string, Entry>)[type]?.extensions?.[0];
}

/** The MIME type mime-db gives a file name's extension, if any. */
export function mimeOfName(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? typeByExtension.get(name.slice(dot + 1).toLowerCase())?.type : undefined;
}
