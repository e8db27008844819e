import { describe, expect, it, vi } from 'vitest';
import {
  createTracker,
  eventPayload,
  handleOutboundClick,
  OUTBOUND_DELAY_MS,
  skipReason,
  type TrackerEnvironment,
} from './plausible';

const options = { domain: 'toolshed.example', apiHost: 'https://stats.example/', trackLocalhost: false };
const env = (overrides: Partial<TrackerEnvironment> = {}): TrackerEnvironment => ({
  location: { href: 'https://toolshed.example/hash-text?x=1', hostname: 'toolshed.example', protocol: 'https:' },
  referrer: 'https://search.example/',
  innerWidth: 1280,
  ignoreFlag: null,
  send: vi.fn(),
  ...overrides,
});

describe('eventPayload', () => {
  it("uses Plausible's wire format", () => {
    expect(eventPayload('pageview', options, env())).toEqual({
      n: 'pageview',
      u: 'https://toolshed.example/hash-text?x=1',
      d: 'toolshed.example',
      r: 'https://search.example/',
      w: 1280,
      h: 0,
    });
  });
  it('adds props only when there are some, and falls back to the hostname as domain', () => {
    expect(
      eventPayload('Support button clicked', { ...options, domain: '' }, env({ referrer: '' }), { from: 'top bar' }),
    ).toMatchObject({
      d: 'toolshed.example',
      r: null,
      p: { from: 'top bar' },
    });
    expect(eventPayload('x', options, env(), {})).not.toHaveProperty('p');
  });
});

describe('skipReason', () => {
  const local = (hostname: string, protocol = 'http:') => ({ location: { href: '', hostname, protocol }, ignoreFlag: null });
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '[::1]', '0.0.0.0'])('skips %s unless trackLocalhost', (host) => {
    expect(skipReason(options, local(host))).toBe('localhost');
    expect(skipReason({ ...options, trackLocalhost: true }, local(host))).toBeNull();
  });
  it('skips file: pages and the plausible_ignore flag', () => {
    expect(skipReason(options, local('', 'file:'))).toBe('file protocol');
    expect(skipReason(options, { ...local('toolshed.example'), ignoreFlag: 'true' })).toMatch(/ignore/);
    expect(skipReason(options, { ...local('toolshed.example'), ignoreFlag: 'false' })).toBeNull();
  });
});

describe('tracker', () => {
  it('POSTs to {apiHost}/api/event with a JSON text body', () => {
    const environment = env();
    const tracker = createTracker(options, () => environment);
    expect(tracker.endpoint).toBe('https://stats.example/api/event');
    expect(tracker.trackPageview()).toBe(true);
    expect(environment.send).toHaveBeenCalledWith('https://stats.example/api/event', expect.any(String));
    const body = JSON.parse((environment.send as ReturnType<typeof vi.fn>).mock.calls[0]?.[1] as string);
    expect(body.n).toBe('pageview');
  });
  it('sends nothing when skipped', () => {
    const environment = env({ ignoreFlag: 'true' });
    expect(createTracker(options, () => environment).trackEvent('x')).toBe(false);
    expect(environment.send).not.toHaveBeenCalled();
  });
});

describe('outbound clicks', () => {
  const click = (overrides = {}) => ({
    defaultPrevented: false,
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault: vi.fn(),
    ...overrides,
  });
  const link = { href: 'https://github.com/x', target: '', host: 'github.com' };

  it('delays a same-tab outbound navigation by 150 ms after sending the event', () => {
    const environment = env();
    const tracker = createTracker(options, () => environment);
    const event = click();
    const navigate = vi.fn();
    const schedule = vi.fn();
    expect(handleOutboundClick(tracker, event, link, 'toolshed.example', navigate, schedule)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), OUTBOUND_DELAY_MS);
    const body = JSON.parse((environment.send as ReturnType<typeof vi.fn>).mock.calls[0]?.[1] as string);
    expect(body).toMatchObject({ n: 'Outbound Link: Click', p: { url: 'https://github.com/x' } });
    const later = schedule.mock.calls[0]?.[0] as () => void;
    later();
    expect(navigate).toHaveBeenCalledWith('https://github.com/x');
  });

  it('records new-tab clicks without holding them, and ignores internal links', () => {
    const environment = env();
    const tracker = createTracker(options, () => environment);
    const event = click();
    expect(handleOutboundClick(tracker, event, { ...link, target: '_blank' }, 'toolshed.example', vi.fn())).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(environment.send).toHaveBeenCalledTimes(1);
    expect(handleOutboundClick(tracker, click(), { ...link, host: 'toolshed.example' }, 'toolshed.example', vi.fn())).toBe(false);
    expect(handleOutboundClick(tracker, click(), { ...link, href: 'mailto:a@b.c' }, 'toolshed.example', vi.fn())).toBe(false);
    expect(environment.send).toHaveBeenCalledTimes(1);
  });
});
