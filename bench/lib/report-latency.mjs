// The tool latency part of the summary: one PASS/FAIL row per tool.
import { GOALS } from './goals.mjs';
import { LARGE_REPEATS } from './latency.mjs';
import { ms, table, verdict } from './report.mjs';

/**
 * A tool's latency row passes when its median answer (its debounce excluded) is within the goal and
 * no main-thread task ran longer than the budget during the normal steps. No scenario is a FAIL.
 */
export function latencyPasses(row) {
  if (!row.scenario || row.error) return false;
  return row.median - (row.debounceMs ?? 0) <= GOALS.toolLatencyMs && row.longestTask <= GOALS.longestTaskMs;
}

/** Markdown lines of the "Tool latency" section. */
export function latencySection(results) {
  const out = [];
  out.push('## Tool latency');
  out.push('');
  out.push(
    'From the first input event to the first frame showing the new output, on the same profile. "First" is the first ' +
      `step after the tool is usable; the median and max are over ${results.runs} more steps. Debounce: the tool's own ` +
      'wait after an input, part of the figures and excluded from the goal. Longest task: the longest main-thread task ' +
      `during those steps. Result: PASS when the median minus the debounce is ≤ ${ms(GOALS.toolLatencyMs)} and no task ` +
      `ran over ${ms(GOALS.longestTaskMs)}. Large input: one more step with 1 MB of text (5 MB for JSON/YAML/TOML, ` +
      '100 MB for files), its latency and longest task, and where given the ratio to the same library doing the same ' +
      "work in Node (bench/lib/node-reference.mjs); for a paste, the task that handed the clipboard's text to the page " +
      "told apart from the longest task after it (the page's own work), and the same paste into a plain field on a bare " +
      "page (the browser's own part, which no page avoids); and the peak memory the page's process grew by during the step " +
      `(its resident set, workers included; Linux), for information. A step with a ratio goal is then repeated ${LARGE_REPEATS} times ` +
      "with new documents of the same size: their median's ratio compares the page warm with Node warm (Node's figure " +
      'is a median after a warm-up run), the first figure is the page cold.',
  );
  out.push('');
  const ratio = (r) =>
    r.reference ? `; ${(r.latency / r.reference.ms).toFixed(1)}× ${r.reference.label} in Node (${ms(r.reference.ms)})` : '';
  const bare = (r) =>
    r.barePaste ? `; the same paste on a bare page ${ms(r.barePaste.latency)}, task ${ms(r.barePaste.longestTask)}` : '';
  const pasteTasks = (r) =>
    typeof r.pasteTask === 'number' ? `: the paste's own ${ms(r.pasteTask)}, the longest after it ${ms(r.afterPaste)}` : '';
  const memory = (r) => (typeof r.peakMemoryMB === 'number' ? `; memory +${r.peakMemoryMB} MB` : '');
  const repeated = ({ repeats, reference }) =>
    repeats
      ? `; repeated with new documents: median ${ms(repeats.median)}` +
        (reference ? ` (${(repeats.median / reference.ms).toFixed(1)}×)` : '') +
        `, longest task ${ms(repeats.longestTask)}` +
        (typeof repeats.afterPaste === 'number' ? ` (after the paste ${ms(repeats.afterPaste)})` : '')
      : '';
  const one = (r) =>
    r.error
      ? `${r.description}: ${r.error}`
      : `${r.description}: ${ms(r.latency)} (task ${ms(r.longestTask)}${pasteTasks(r)}${ratio(r)}${bare(r)}${memory(r)}${repeated(r)})`;
  // Results before large steps could be several hold one object.
  const large = (l) => (!l.large ? '—' : [l.large].flat().map(one).join('<br>'));
  out.push(
    table(
      ['Tool', 'Scenario', 'First', 'Median', 'Max', 'Debounce', 'Longest task', 'Result', 'Large input'],
      results.latency.map((l) =>
        l.scenario === null
          ? [l.toolId, 'no scenario', '—', '—', '—', '—', '—', 'FAIL', '—']
          : l.error
            ? [l.toolId, `error: ${l.error}`, '—', '—', '—', '—', '—', 'FAIL', '—']
            : [
                l.toolId,
                l.scenario,
                ms(l.first),
                ms(l.median),
                ms(l.max),
                ms(l.debounceMs),
                ms(l.longestTask),
                verdict(latencyPasses(l)),
                large(l),
              ],
      ),
    ),
  );
  return out;
}
