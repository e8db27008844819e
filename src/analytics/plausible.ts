/**
 * A Plausible-compatible tracker, off unless a build enables it. It speaks
 * Plausible's own wire format so a real Plausible server accepts the events.
 */
export interface TrackerOptions {
  domain: string;
  apiHost: string;
  trackLocalhost: boolean;
}

export interface EventPayload {
  /** event name */
  n: string;
  /** page URL */
  u: string;
  /** site domain */
  d: string;
  /** referrer */
  r: string | null;
  /** device width */
  w: number;
  /** 1 when the site routes with the URL hash (never here: history mode) */
  h: 0 | 1;
  /** custom properties */
  p?: Record<string, string | number | boolean>;
}

export interface TrackerEnvironment {
  location: Pick<Location, 'href' | 'hostname' | 'protocol'>;
  referrer: string;
  innerWidth: number;
  ignoreFlag: string | null;
  send: (url: string, body: string) => void;
}

export const OUTBOUND_DELAY_MS = 150;
export const OUTBOUND_EVENT = 'Outbound Link: Click';

const localHosts = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/;

/** Why an event is not sent, or null when it is. */
export function skipReason(options: TrackerOptions, env: Pick<TrackerEnvironment, 'location' | 'ignoreFlag'>): string | null {
  if (env.ignoreFlag === 'true') return 'ignored by localStorage plausible_ignore';
  if (env.location.protocol === 'file:') return 'file protocol';
  if (!options.trackLocalhost && localHosts.test(env.location.hostname)) return 'localhost';
  return null;
}

export function eventPayload(
  name: string,
  options: TrackerOptions,
  env: TrackerEnvironment,
  props?: EventPayload['p'],
): EventPayload {
  const payload: EventPayload = {
    n: name,
    u: env.location.href,
    d: options.domain || env.location.hostname,
    r: env.referrer || null,
    w: env.innerWidth,
    h: 0,
  };
  if (props && Object.keys(props).length) payload.p = props;
  return payload;
}

export function createTracker(options: TrackerOptions, environment: () => TrackerEnvironment) {
  const endpoint = `${options.apiHost.replace(/\/+$/, '')}/api/event`;
  function trackEvent(name: string, props?: EventPayload['p']): boolean {
    const env = environment();
    if (skipReason(options, env)) return false;
    env.send(endpoint, JSON.stringify(eventPayload(name, options, env, props)));
    return true;
  }
  return { endpoint, trackEvent, trackPageview: () => trackEvent('pageview') };
}

export type Tracker = ReturnType<typeof createTracker>;

/**
 * An outbound click: same-tab navigations wait 150 ms so the event leaves first;
 * new-tab links are not held up. Returns true when it took over the navigation.
 */
export function handleOutboundClick(
  tracker: Tracker,
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'preventDefault'>,
  link: { href: string; target: string; host: string },
  currentHost: string,
  navigate: (href: string) => void,
  schedule: (fn: () => void, ms: number) => void = (fn, ms) => void setTimeout(fn, ms),
): boolean {
  if (event.defaultPrevented || !/^https?:/.test(link.href) || link.host === currentHost) return false;
  const middle = event.button === 1;
  if (event.button !== 0 && !middle) return false;
  tracker.trackEvent(OUTBOUND_EVENT, { url: link.href });
  const newTab = middle || event.ctrlKey || event.metaKey || event.shiftKey || (link.target && link.target !== '_self');
  if (newTab) return false;
  event.preventDefault();
  schedule(() => navigate(link.href), OUTBOUND_DELAY_MS);
  return true;
}
