// Chromium under the low-end profile: CPU and network throttled through the DevTools protocol,
// with an in-page probe (long tasks, first contentful paint, "usable" moment) installed before any script.
import { chromium } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';

/** The profile every timing is taken on (Lighthouse's mobile "slow 4G" numbers). */
export const PROFILE = Object.freeze({
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
});

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * What makes a route usable: the tool grid's first card link, or the first labelled, enabled
 * control of the tool's own body (an input, or a button for tools whose first control is one:
 * a file drop zone, a "Start" button). The page header's buttons (favourite) are outside the body.
 */
export const USABLE = Object.freeze({
  home: { selector: 'main article a[href]', labelled: false },
  tool: {
    selector:
      'main [data-tool-body] :is(input:not([type=hidden]), textarea, select, button, [contenteditable=true], [role=textbox], [role=slider], [role=combobox], [role=switch], [role=button], [role=application], output[aria-labelledby])',
    labelled: true,
  },
});

/**
 * Runs in the page before its own scripts. Records long tasks and first contentful paint, and
 * resolves `__bench.usable` with performance.now() when the first element matching `usable` is
 * visible and enabled (and labelled, when asked).
 */
function installProbe(usable) {
  const bench = { longTasks: [], usableAt: null };
  window.__bench = bench;
  // What a latency step watches of its output: an image's source (the QR tools), another element's
  // value or text (bench/lib/latency.mjs).
  bench.outputValue = (output) =>
    typeof output.value === 'string'
      ? output.value
      : output instanceof HTMLImageElement
        ? output.src
        : (output.textContent ?? '');
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // long tasks unsupported: TBT stays 0
  }
  bench.fcp = new Promise((resolve) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve(null);
    }
  });
  if (!usable) return;
  const isVisible = (el) =>
    el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0;
  const isEnabled = (el) => !el.disabled && el.getAttribute('aria-disabled') !== 'true' && !el.closest('fieldset[disabled]');
  const isLabelled = (el) =>
    (el.labels?.length ?? 0) > 0 ||
    el.hasAttribute('aria-label') ||
    el.hasAttribute('aria-labelledby') ||
    ((el.tagName === 'BUTTON' || el.getAttribute('role') === 'button') && (el.textContent ?? '').trim() !== '');
  const find = () =>
    [...document.querySelectorAll(usable.selector)].find(
      (el) => (!usable.labelled || isLabelled(el)) && isEnabled(el) && isVisible(el),
    );
  bench.usable = new Promise((resolve) => {
    let observer = null;
    const check = () => {
      if (bench.usableAt !== null || !find()) return false;
      bench.usableAt = performance.now();
      observer?.disconnect();
      resolve(bench.usableAt);
      return true;
    };
    observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    // Style sheets can reveal an element without a DOM change: also look once per frame.
    const frame = () => {
      if (!check() && bench.usableAt === null) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Request log of one page from CDP events: bytes on the wire, and when the network went quiet.
 * A dedicated worker's script finishes loading in the worker's own target, out of this session's
 * sight: Playwright's requestfinished closes it (its size is then unknown here, left at 0).
 */
class NetworkLog {
  constructor(cdp, page) {
    this.requests = new Map();
    this.inflight = new Set();
    this.lastActivity = Date.now();
    this.origin = null;
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
      if (!/^https?:/.test(request.url)) return;
      // Times are ms after the first request (the document), close to the page's time origin.
      this.origin ??= timestamp;
      const start = (timestamp - this.origin) * 1000;
      this.requests.set(requestId, {
        url: request.url,
        type: type ?? 'Other',
        bytes: 0,
        status: 0,
        done: false,
        start,
        end: null,
      });
      this.inflight.add(requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const entry = this.requests.get(requestId);
      if (entry) entry.status = response.status;
    });
    const end = (timestamp) => (this.origin === null ? null : (timestamp - this.origin) * 1000);
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) =>
      this.finish(requestId, encodedDataLength, false, end(timestamp)),
    );
    cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => this.finish(requestId, 0, false, end(timestamp)));
    const closeByUrl = (request) => {
      for (const [requestId, entry] of this.requests) {
        if (entry.url === request.url() && !entry.done) {
          this.finish(requestId, 0, true);
          return;
        }
      }
    };
    page.on('requestfinished', closeByUrl);
    page.on('requestfailed', closeByUrl);
  }

  finish(requestId, bytes, sizeUnknown = false, end = null) {
    const entry = this.requests.get(requestId);
    // CDP's own event, when it comes after Playwright's, brings the real size.
    if (entry && (!entry.done || !sizeUnknown)) Object.assign(entry, { bytes, done: true, sizeUnknown, end });
    this.inflight.delete(requestId);
    this.lastActivity = Date.now();
  }

  /** Waits until no request has been in flight for quietMs (or maxMs passed). */
  async waitForQuiet(quietMs = 500, maxMs = 10_000) {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (!this.inflight.size && Date.now() - this.lastActivity >= quietMs) return true;
      await sleep(50);
    }
    return false;
  }

  list() {
    return [...this.requests.values()];
  }
}

/**
 * A fresh context (empty cache, storage and no service worker) and page under the profile.
 * The service worker is blocked: it installs after the first render to precache every chunk for
 * offline use, which is not part of what the first load needs.
 */
export async function openProfiledPage(browser, { probe = null, throttleNetwork = true, disableCache = true } = {}) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    // Scenarios paste as a person does (bench/lib/user-input.mjs). A phone has a camera and a
    // microphone: the camera tool then offers to ask for them, where a denial leaves no control.
    permissions: ['clipboard-read', 'clipboard-write', 'camera', 'microphone'],
  });
  const page = await context.newPage();
  await page.addInitScript(installProbe, probe ? USABLE[probe] : null);
  const cdp = await context.newCDPSession(page);
  const network = new NetworkLog(cdp, page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: disableCache });
  if (throttleNetwork) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PROFILE.uploadBitsPerSecond / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return { context, page, cdp, network, close: () => context.close() };
}
