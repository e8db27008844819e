// The suite's goals (targets: README.md beside this file) and its Markdown summary.
import { median } from '../lib/stats.mjs';
import { ALGORITHMS, DEFAULT_FILE_ALGORITHMS, round, TARGETS } from './common.mjs';

const goal = (metric, value, target, pass) => ({ metric, value, goal: target, pass });

/** The goal rows from the measurements; `digests` are Node's digests of the input file. */
export function evaluateGoals({ singles, defaults, all, base64, text, sha256Files, sha256Memory, digests }) {
  const sumOf = (list) => list.reduce((s, a) => s + singles[a].seconds, 0);
  const sha256Ratio = median(sha256Files) / median(sha256Memory);
  const defaultsRatio = defaults.seconds / sumOf(DEFAULT_FILE_ALGORITHMS);
  const allRatio = all.seconds / sumOf(ALGORITHMS);
  const base64Runs = base64Sinks(base64).flatMap((sink) => [sink.encode, sink.decode]);
  const longest = Math.max(
    ...Object.values(singles).map((r) => r.longestTaskMs),
    defaults.longestTaskMs,
    all.longestTaskMs,
    ...base64Runs.map((r) => r.longestTaskMs),
  );
  const maxRenderer = Math.max(...base64Runs.map((r) => r.rendererGrowthMiB ?? 0));
  const correct =
    singles.SHA256.digests.SHA256 === digests.sha256 &&
    singles.MD5.digests.MD5 === digests.md5 &&
    all.digests.SHA256 === digests.sha256 &&
    base64Runs.every((r) => r.correct);
  const goals = [
    goal(
      'SHA-256 file rate / hash-wasm in-memory rate',
      round(sha256Ratio, 2),
      `≥ ${TARGETS.sha256FileVsMemory}`,
      sha256Ratio >= TARGETS.sha256FileVsMemory,
    ),
    goal(
      'MD5+SHA1+SHA256+SHA512 time / sum of singles',
      round(defaultsRatio, 2),
      `≤ ${TARGETS.multiVsSumOfSingles}`,
      defaultsRatio <= TARGETS.multiVsSumOfSingles,
    ),
    goal(
      'all fifteen digests time / sum of singles',
      round(allRatio, 2),
      `≤ ${TARGETS.multiVsSumOfSingles}`,
      allRatio <= TARGETS.multiVsSumOfSingles,
    ),
    goal(
      'Base64 encode, end to end (MB/s of binary)',
      base64.encode.mbPerSecond,
      `≥ ${TARGETS.encodeMBps}`,
      base64.encode.mbPerSecond >= TARGETS.encodeMBps,
    ),
    goal(
      'Base64 decode, end to end (MB/s of binary)',
      base64.decode.mbPerSecond,
      `≥ ${TARGETS.decodeMBps}`,
      base64.decode.mbPerSecond >= TARGETS.decodeMBps,
    ),
    goal(
      'renderer memory growth during Base64 (MiB)',
      maxRenderer,
      `< ${TARGETS.rendererGrowthMiB}`,
      maxRenderer < TARGETS.rendererGrowthMiB,
    ),
    ...sinkGoals(base64),
    goal('longest main-thread task while working (ms)', longest, `< ${TARGETS.longestTaskMs}`, longest < TARGETS.longestTaskMs),
    goal(
      'longest task typing in 1 MiB of text (ms)',
      text.longestTaskMs,
      `< ${TARGETS.longestTaskMs}`,
      text.longestTaskMs < TARGETS.longestTaskMs,
    ),
    goal('same typing in a bare textarea, no script (ms)', text.bareTextareaLongestTaskMs, 'reference', null),
    goal('digests and round trips match Node', correct ? 'yes' : 'no', 'yes', correct),
  ];
  return {
    goals,
    ratios: { sha256FileVsMemory: round(sha256Ratio, 3), defaultsVsSum: round(defaultsRatio, 3), allVsSum: round(allRatio, 3) },
  };
}

/** The Base64 runs by sink: the Blob path (base64.mjs) and the streamed sinks (sinks.mjs), when measured. */
function base64Sinks(base64) {
  return [
    { name: 'Blob, kept in memory then downloaded', encode: base64.encode, decode: base64.decode },
    base64.fileSink && { name: 'picked file (File System Access)', ...base64.fileSink },
    base64.streamedDownload && { name: 'download streamed through the service worker', ...base64.streamedDownload },
  ].filter(Boolean);
}

/** Each streamed sink's rates beside the Blob path's, for information (the targets are the Blob path's). */
function sinkGoals(base64) {
  const rows = [];
  for (const [label, sink] of [
    ['picked file', base64.fileSink],
    ['streamed download', base64.streamedDownload],
  ]) {
    if (!sink) continue;
    rows.push(goal(`Base64 encode into a ${label} (MB/s)`, sink.encode.mbPerSecond, `Blob: ${base64.encode.mbPerSecond}`, null));
    rows.push(goal(`Base64 decode into a ${label} (MB/s)`, sink.decode.mbPerSecond, `Blob: ${base64.decode.mbPerSecond}`, null));
  }
  return rows;
}

/** Rows of the Base64 table: each sink, to the last byte on disk, and its ratio to the one-shot engine calls. */
function base64Table(r) {
  const bytes = r.sizeMiB * 1024 * 1024;
  const oneShot = r.base64.oneShot;
  // The Blob path (the first sink) is ready in memory first; its download is saved afterwards.
  const cell = (run, blob, reference) => {
    const seconds = blob ? run.seconds + run.downloadSaveSeconds : run.seconds;
    const mbps = bytes / 1e6 / seconds;
    const ratio = reference ? ` (${round(mbps / reference, 2)}× one-shot)` : '';
    return `${round(seconds, 2)} s, ${round(mbps, 1)} MB/s${ratio}`;
  };
  const rows = base64Sinks(r.base64).map((sink, i) => {
    const { encode: e, decode: d } = sink;
    return `| ${sink.name} | ${cell(e, i === 0, oneShot?.encodeMBps)} | ${cell(d, i === 0, oneShot?.decodeMBps)} | +${e.rendererGrowthMiB} / +${d.rendererGrowthMiB} | +${e.browserGrowthMiB} / +${d.browserGrowthMiB} | ${e.longestTaskMs} / ${d.longestTaskMs} | ${e.correct && d.correct ? 'yes' : 'NO'} |`;
  });
  const reference = oneShot
    ? `| one-shot \`toBase64\` / \`fromBase64\`, ${oneShot.mib} MiB in memory, no file | ${round(oneShot.encodeMBps, 1)} MB/s | ${round(oneShot.decodeMBps, 1)} MB/s | | | | |`
    : '| one-shot `toBase64` / `fromBase64` | not in this browser | | | | | |';
  return [
    '| Base64 of the file, to the last byte on disk | encode | decode | renderer MiB (enc / dec) | browser process MiB | longest task ms | matches Node |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    reference,
  ];
}

export function markdown(r) {
  const lines = [
    `Hashing and Base64 of a ${r.sizeMiB} MiB file in ${r.machine.chromium} on ${r.machine.cpus} CPUs (${r.machine.cpuModel}), load average ${r.machine.loadAverage.join(' ')} at the end.`,
    '',
    '| goal | value | target | |',
    '| --- | --- | --- | --- |',
    ...r.goals.map((g) => `| ${g.metric} | ${g.value} | ${g.goal} | ${g.pass === null ? 'info' : g.pass ? 'pass' : 'FAIL'} |`),
    '',
    '| digest | in memory (MiB/s, 1 worker) | file, alone (MiB/s) | file time (s) | longest task (ms) |',
    '| --- | --- | --- | --- | --- |',
    ...ALGORITHMS.map(
      (a) =>
        `| ${a} | ${r.baseline.memoryMiBps[a]} | ${r.singles[a].mibPerSecond} | ${r.singles[a].seconds} | ${r.singles[a].longestTaskMs} |`,
    ),
    '',
    `SHA-256 medians of 3: file ${r.sha256.fileMiBps.join(', ')} MiB/s; in memory ${r.sha256.memoryMiBps.join(', ')} MiB/s.`,
    `Plain file reading in a worker: ${r.baseline.fileReadMiBps} MiB/s. Four default digests: ${r.defaults.seconds} s (${r.defaults.mibPerSecond} MiB/s, longest task ${r.defaults.longestTaskMs} ms); all fifteen: ${r.all.seconds} s (${r.all.mibPerSecond} MiB/s, longest task ${r.all.longestTaskMs} ms), while scrolling and typing (${r.all.interaction?.typed ? 'typed fine' : 'typing failed'}).`,
    `Base64 encode: ${r.base64.encode.seconds} s (${r.base64.encode.mbPerSecond} MB/s, longest task ${r.base64.encode.longestTaskMs} ms), renderer +${r.base64.encode.rendererGrowthMiB} MiB, browser process +${r.base64.encode.browserGrowthMiB} MiB, saving the download ${r.base64.encode.downloadSaveSeconds} s.`,
    `Base64 decode: ${r.base64.decode.seconds} s (${r.base64.decode.mbPerSecond} MB/s, longest task ${r.base64.decode.longestTaskMs} ms), renderer +${r.base64.decode.rendererGrowthMiB} MiB, browser process +${r.base64.decode.browserGrowthMiB} MiB, saving the download ${r.base64.decode.downloadSaveSeconds} s.`,
    '',
    ...base64Table(r),
    '',
    `Text mode, 1 MiB: ${r.text.keystrokes} keystrokes in ${r.text.typingMs} ms, digests settled ${r.text.settledAfterLastKeyMs} ms after the last one, longest task ${r.text.longestTaskMs} ms (a bare textarea with the same text: ${r.text.bareTextareaLongestTaskMs} ms).`,
  ];
  return lines.join('\n');
}
