import { config } from '@/config';

type Analytics = typeof import('@/analytics');
let analytics: Analytics | undefined;

/** Analytics are off unless the build turns them on: only then is their code fetched. */
export function startAnalyticsIfEnabled(): void {
  if (!config.plausible.isTrackerEnabled || analytics) return;
  void import('@/analytics').then((loaded) => {
    analytics = loaded;
    loaded.startAnalytics();
  });
}

/** Records a custom event, at once (before the click's other listeners) once analytics have loaded. */
export function trackEvent(name: string, props?: Record<string, string | number | boolean>): void {
  analytics?.trackEvent(name, props);
}
