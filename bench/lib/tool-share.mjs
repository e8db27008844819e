// What each tool adds to the first load of `/`: its record in the build-time catalogue
// (src/tools/catalogue-plugin.ts: id, category, flags, icon; its keywords are a lazy chunk) and its
// English name and description (the shell bundles those sections of locales/en/app.json). Measured on the built files: gzip of the shell's JS with the tool's parts cut
// out, against gzip of the JS as built: what `/` would lose without that tool. Those figures do not
// add up (gzip finds much of a record in its neighbours: together the tools cost ~20 % more than
// the sum), so the cost of every tool's parts cut together is also shared out in proportion to
// them, as `apportioned`: those add up to what the tools cost `/`. Everything else a tool has (UI, loader, keywords,
// strings in other languages) must stay out of `/`; shellViolations checks that.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** End (exclusive) of the JSON object or array starting at `start`: brackets counted outside strings. */
function jsonEnd(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      while (text[++i] !== '"') if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  throw new Error('unterminated JSON in the catalogue');
}

/** [start, end) of the tool's catalogue record, with one neighbouring comma, or null. */
function recordSpan(text, id) {
  const start = text.indexOf(`{"id":${JSON.stringify(id)},`);
  if (start < 0) return null;
  const end = jsonEnd(text, start);
  return text[end] === ',' ? [start, end + 1] : text[start - 1] === ',' ? [start - 1, end] : [start, end];
}

/** [start, end) of `"<id>":{name:…,description:…}` in the bundled English strings (any quoting), or null. */
function stringsSpan(text, id) {
  const pattern = new RegExp(`(?<![\\w$-])(\\\\?["'\`]?)${escapeRegExp(id)}\\1:\\{[^{}]*\\}`, 'g');
  const matches = [...text.matchAll(pattern)];
  if (matches.length !== 1) return null;
  const [match] = matches;
  const start = match.index;
  const end = start + match[0].length;
  return text[end] === ',' ? [start, end + 1] : text[start - 1] === ',' ? [start - 1, end] : [start, end];
}

/** `text` without the given [start, end) spans (which may touch or overlap). */
function cut(text, spans) {
  const merged = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.reduceRight((rest, [start, end]) => rest.slice(0, start) + rest.slice(end), text);
}

/**
 * Per tool id: `{ gzip, apportioned, record, strings }` — the gzip bytes `/` loses without that
 * tool, its apportioned share of `total` (the bytes `/` loses without every tool's parts), and
 * whether each part was found. Errors name any tool whose record is missing from the shell (the
 * catalogue's form changed, or the tool is not registered).
 */
export function toolShares(info, shellFiles, toolIds) {
  const scripts = [...shellFiles]
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => {
      const text = readFileSync(join(info.outDir, file), 'utf8');
      return { file, text, gzip: gzip(text) };
    });
  const shares = {};
  const errors = [];
  const everySpan = scripts.map(() => []);
  for (const id of toolIds) {
    let gzipShare = 0;
    let record = false;
    let strings = false;
    scripts.forEach((script, index) => {
      const spans = [recordSpan(script.text, id), stringsSpan(script.text, id)];
      record ||= Boolean(spans[0]);
      strings ||= Boolean(spans[1]);
      const found = spans.filter(Boolean);
      everySpan[index].push(...found);
      if (found.length) gzipShare += script.gzip - gzip(cut(script.text, found));
    });
    if (!record) errors.push(`${id}: no catalogue record found in the shell`);
    shares[id] = { gzip: gzipShare, record, strings };
  }
  const total = scripts.reduce((sum, script, index) => sum + script.gzip - gzip(cut(script.text, everySpan[index])), 0);
  const sum = Object.values(shares).reduce((all, share) => all + share.gzip, 0);
  for (const share of Object.values(shares)) share.apportioned = sum ? Math.round((share.gzip * total) / sum) : 0;
  return { shares, total, errors };
}
