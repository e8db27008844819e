import { convertData, convertDataInto, type DataFormat } from './convert';
import { LargeTextBuilder } from './large-text-builder';

/** Records in the warm-up document: about 60 KB of JSON, a few ms of work on a desktop. */
export const WARM_UP_RECORDS = 300;
const WARM_UP_RUNS = 3;

/** A record with every kind of value the converters meet (nested table, array, dates as text, Unicode). */
const sampleRecord = (i: number) => ({
  id: i,
  name: `record ${i} — ünïcödé ✓`,
  enabled: i % 3 !== 0,
  ratio: i / 7,
  total: i * 1000,
  created: `2024-0${(i % 9) + 1}-1${i % 10}T08:30:00Z`,
  tags: ['alpha', 'beta', `t${i % 10}`],
  owner: { login: `user${i}`, groups: [i % 4, i % 5] },
});

/** A document of `records` sample records in `format` (a table at the top, as TOML needs). */
export function sampleDocument(format: DataFormat, records: number): string {
  const json = JSON.stringify({ title: 'sample', records: Array.from({ length: records }, (_, i) => sampleRecord(i)) }, null, 2);
  return format === 'json' ? json : convertData(json, 'json', format);
}

/**
 * Converts a sample document `from` → `to` a few times, into the LargeText a real answer uses.
 * A converter worker runs it when its page opens: the parser and writer are then compiled and
 * optimised before the first big document, which otherwise took a third longer than the next ones
 * (a 5 MB paste, bench/). Returns the output's length so the work cannot be optimised away.
 */
export function warmUpConversion(from: DataFormat, to: DataFormat, records = WARM_UP_RECORDS): number {
  const text = sampleDocument(from, records);
  let length = 0;
  for (let run = 0; run < WARM_UP_RUNS; run++) {
    // Answered as a LargeText whatever its size, as a big document's answer is.
    const builder = new LargeTextBuilder(undefined, 0);
    convertDataInto(text, builder, from, to);
    length = builder.finish().length;
  }
  return length;
}
