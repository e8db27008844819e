// Memory of the browser's processes (Linux /proc): the renderer holds the page and its workers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { MiB, round } from './common.mjs';

function processTree(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // gone
    }
  }
  const out = [];
  const walk = (pid) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return out;
}

/** RSS of the Chromium processes started from this Node process, by kind. */
function rssByKind() {
  const sums = { renderer: 0, browser: 0, other: 0 };
  for (const pid of processTree(process.pid)) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chrom')) continue;
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      const kind = cmd.includes('--type=renderer') ? 'renderer' : cmd.includes('--type=') ? 'other' : 'browser';
      sums[kind] += rss;
    } catch {
      // gone
    }
  }
  return sums;
}

/** Samples RSS every 100 ms until stopped; reports the growth over the baseline, in MiB. */
export function memorySampler() {
  if (!existsSync('/proc/self/status')) return { stop: () => ({}) };
  const baseline = rssByKind();
  const peak = { ...baseline };
  const timer = setInterval(() => {
    const now = rssByKind();
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Object.fromEntries(Object.keys(peak).map((k) => [`${k}GrowthMiB`, round((peak[k] - baseline[k]) / MiB, 1)]));
    },
  };
}
