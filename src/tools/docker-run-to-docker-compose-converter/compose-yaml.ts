import { Document, isScalar, isSeq, Scalar } from 'yaml';

/** Lists of port mappings: Docker's docs quote every item ("8080:80"), whatever it holds. */
const PORT_KEYS = ['ports', 'expose'];

/**
 * The compose file as YAML, 2-space indent, no line folding. A string a YAML 1.1 reader would
 * take for something else (`22:22` as base-60 1342, `yes`/`on` as true, `0755` as octal) is
 * quoted: compat 'yaml-1.1' checks each plain scalar against both 1.1 and 1.2 (core) schemas.
 */
export function composeYaml(compose: { services: Record<string, unknown> }): string {
  const doc = new Document(compose, { compat: 'yaml-1.1' });
  for (const name of Object.keys(compose.services)) {
    for (const key of PORT_KEYS) {
      const list = doc.getIn(['services', name, key], true);
      if (!isSeq(list)) continue;
      for (const item of list.items) if (isScalar(item) && typeof item.value === 'string') item.type = Scalar.QUOTE_DOUBLE;
    }
  }
  return doc.toString({ indent: 2, lineWidth: 0 });
}
