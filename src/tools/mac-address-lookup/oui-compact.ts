/*
 * The compact form of the IEEE registries that the lookup ships (built from oui-data at build time
 * by oui-plugin.ts, read in the worker by logic.ts).
 *
 * The vendor data comes from the npm package oui-data (https://github.com/silverwind/oui-data),
 * © silverwind, BSD-2-Clause; it is the IEEE MA-L, MA-M and MA-S public listings.
 *
 * Layout (one string):
 *   - every distinct vendor record, sorted, one per line, its lines (name, then address lines)
 *     separated by tabs;
 *   - an empty line;
 *   - three lines, for the 6-, 7- and 9-hex-digit prefixes (MA-L, MA-M, MA-S): comma-separated
 *     `<delta>:<vendor>` pairs in ascending prefix order, where `delta` is the prefix's value minus
 *     the previous one's and `vendor` the record's line number, both in base 36.
 * Sorting the records and delta-coding the prefixes keeps the form about 3.2 MB raw, 1.3 MB gzip
 * (index.json: 5.6 MB, 1.8 MB gzip).
 */

/** The prefix lengths in hex digits, longest match first: MA-S, MA-M, MA-L. */
export const PREFIX_LENGTHS = [9, 7, 6] as const;
/** Table order in the compact form. */
export const TABLE_LENGTHS = [6, 7, 9] as const;

/** One oui-data value reduced to its lines: single spaces, no empty line, no tab. */
export function vendorRecord(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\t');
}

/** oui-data's `{ prefix: "Name\nAddress…" }` object → the compact string described above. */
export function encodeOui(data: Readonly<Record<string, string>>): string {
  const records = [...new Set(Object.values(data).map(vendorRecord).filter(Boolean))].sort();
  const numberOf = new Map(records.map((record, i) => [record, i]));
  const tables = TABLE_LENGTHS.map((length) => {
    const entries = Object.entries(data)
      .filter(([prefix]) => prefix.length === length && /^[0-9A-F]+$/i.test(prefix))
      .map(([prefix, text]) => [parseInt(prefix, 16), numberOf.get(vendorRecord(text))] as const)
      .filter((entry): entry is readonly [number, number] => entry[1] !== undefined)
      .sort((a, b) => a[0] - b[0]);
    let previous = 0;
    return entries
      .map(([value, vendor]) => {
        const pair = `${(value - previous).toString(36)}:${vendor.toString(36)}`;
        previous = value;
        return pair;
      })
      .join(',');
  });
  return `${records.join('\n')}\n\n${tables.join('\n')}`;
}
