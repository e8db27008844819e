// Peak memory of a large step (Linux): the resident set of the page's renderer process, which also
// runs its workers. The kernel's peak (VmHWM) is reset before the step and read after it; the
// renderer that grew most is the page's (a spare renderer does not grow).
import { readFileSync, writeFileSync } from 'node:fs';

function residentKb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((each) => each.startsWith(`${field}:`));
  return line ? Number.parseInt(line.slice(field.length + 1), 10) : Number.NaN;
}

async function rendererPids(browser) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    return processInfo.filter((process) => process.type === 'renderer').map((process) => process.id);
  } finally {
    await cdp.detach();
  }
}

/**
 * Starts watching the renderers' peak memory; the returned function gives the page's growth in MB
 * over the step (peak minus the resident set at the start), or null where the kernel does not
 * say (not Linux, or no right to reset the peak).
 */
export async function watchPeakMemory(browser) {
  try {
    const start = new Map();
    for (const pid of await rendererPids(browser)) {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      start.set(pid, residentKb(pid, 'VmRSS'));
    }
    return () => {
      let growth = null;
      for (const [pid, before] of start) {
        try {
          const grew = (residentKb(pid, 'VmHWM') - before) / 1024;
          if (Number.isFinite(grew) && (growth === null || grew > growth)) growth = grew;
        } catch {
          // That renderer has exited.
        }
      }
      return growth === null ? null : Math.round(growth);
    };
  } catch {
    return () => null;
  }
}
