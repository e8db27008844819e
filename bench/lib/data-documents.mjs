// Documents for the YAML / JSON / TOML converter scenarios: the same records written in each format.

const record = (i, tag) => ({
  id: i,
  name: `item ${tag}-${i} ünï 😀`,
  active: i % 2 === 0,
  score: (i * 7919) % 1000,
  tags: ['alpha', 'beta', `t${i % 10}`],
});

const yamlRecord = (r) =>
  `  - id: ${r.id}\n    name: "${r.name}"\n    active: ${r.active}\n    score: ${r.score}\n    tags: [${r.tags.join(', ')}]\n`;
const tomlRecord = (r) =>
  `[[items]]\nid = ${r.id}\nname = "${r.name}"\nactive = ${r.active}\nscore = ${r.score}\ntags = [${r.tags.map((t) => `"${t}"`).join(', ')}]\n\n`;

/** A document of `count` records in `format` ('yaml' | 'json' | 'toml'); `tag` makes each step's text new. */
export function dataDocument(format, count, tag) {
  const records = Array.from({ length: count }, (_, i) => record(i, tag));
  if (format === 'json') return JSON.stringify({ title: `doc ${tag}`, items: records }, null, 2);
  if (format === 'yaml') return `title: doc ${tag}\nitems:\n${records.map(yamlRecord).join('')}`;
  return `title = "doc ${tag}"\n\n${records.map(tomlRecord).join('')}`;
}

/** About 5 MB of `format`: records are 110–185 bytes in every format; `tag` as for dataDocument. */
export const largeDocument = (format, tag = 'large') => {
  const perRecord = format === 'toml' ? 112 : format === 'yaml' ? 110 : 185;
  return dataDocument(format, Math.ceil(5_000_000 / perRecord), tag);
};
