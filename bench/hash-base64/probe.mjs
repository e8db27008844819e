// In-page probe (long tasks, the moment a file input changed, field values) and waits on it.

export function installProbe() {
  const probe = { longTasks: [], changeAt: 0 };
  window.__hb = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') probe.changeAt = performance.now();
    },
    true,
  );
  /** The values of the fields whose visible labels are exactly these texts. */
  probe.fieldValues = (labels) =>
    labels.map((text) => {
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent === text);
      const field = label && document.getElementById(label.htmlFor);
      return field ? field.value : '';
    });
}

export async function longestTask(page, from, to) {
  return page.evaluate(
    ([a, b]) => window.__hb.longTasks.filter(([s, d]) => s + d >= a && s <= b).reduce((m, [, d]) => Math.max(m, d), 0),
    [from, to],
  );
}

/** Waits, checking every frame, until every labelled field is filled (or has `want`); returns that frame's time. */
export async function filledAt(page, labels, want, timeout = 15 * 60_000) {
  const handle = await page.waitForFunction(
    ([names, expected]) => {
      const values = window.__hb.fieldValues(names);
      const ok = expected === undefined ? values.every(Boolean) : values.every((v) => v === expected);
      return ok ? performance.now() : false;
    },
    [labels, want],
    { polling: 'raf', timeout },
  );
  return handle.jsonValue();
}

/** Waits, checking every frame, until the page text contains `text`; returns that frame's time. */
export async function textAt(page, text, timeout = 15 * 60_000) {
  const handle = await page.waitForFunction((t) => (document.body.textContent.includes(t) ? performance.now() : false), text, {
    polling: 'raf',
    timeout,
  });
  return handle.jsonValue();
}
