import { config } from '@/config';
import { createTracker, handleOutboundClick, type Tracker } from './plausible';

let tracker: Tracker | null = null;

function browserEnvironment() {
  let ignoreFlag: string | null = null;
  try {
    ignoreFlag = localStorage.getItem('plausible_ignore');
  } catch {
    // Storage refused: nothing asked us to ignore.
  }
  return {
    location: window.location,
    referrer: document.referrer,
    innerWidth: window.innerWidth,
    ignoreFlag,
    send: (url: string, body: string) => {
      void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' }, keepalive: true }).catch(
        () => undefined,
      );
    },
  };
}

/** Starts page views on history changes and outbound-click events — only when the build enables it. */
export function startAnalytics(): void {
  if (!config.plausible.isTrackerEnabled || tracker) return;
  const active = createTracker(config.plausible, browserEnvironment);
  tracker = active;
  let lastPath = '';
  const pageview = () => {
    if (window.location.pathname === lastPath) return;
    lastPath = window.location.pathname;
    active.trackPageview();
  };
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    pageview();
  };
  window.addEventListener('popstate', pageview);
  pageview();
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link) return;
    handleOutboundClick(active, event, link, window.location.host, (href) => window.location.assign(href));
  });
}

/** Records a custom event (no-op when analytics are off). */
export function trackEvent(name: string, props?: Record<string, string | number | boolean>): void {
  tracker?.trackEvent(name, props);
}
