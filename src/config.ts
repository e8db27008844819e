/**
 * Build-time configuration. Every value comes from a VITE_* variable at build time and falls back
 * to the default listed in README.md; this module is the only reader of import.meta.env.
 */
type AppEnv = 'production' | 'development' | 'preview' | 'test';

const env = import.meta.env;
const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === 'true' || value === '1';

const appEnvs: readonly AppEnv[] = ['production', 'development', 'preview', 'test'];
const appEnv: AppEnv = appEnvs.includes(env.VITE_APP_ENV) ? env.VITE_APP_ENV : 'development';

export const config = {
  app: {
    version: env.VITE_APP_VERSION || '0.0.0',
    lastCommitSha: env.VITE_APP_LAST_COMMIT_SHA || '',
    baseUrl: env.BASE_URL || '/',
    env: appEnv,
  },
  plausible: {
    isTrackerEnabled: flag(env.VITE_PLAUSIBLE_IS_TRACKER_ENABLED, false),
    domain: env.VITE_PLAUSIBLE_DOMAIN || '',
    apiHost: env.VITE_PLAUSIBLE_API_HOST || '',
    trackLocalhost: flag(env.VITE_PLAUSIBLE_TRACK_LOCALHOST, false),
  },
  showBanner: flag(env.VITE_SHOW_BANNER, false),
  links: {
    sourceRepository: 'https://github.com/toolshed-dev/toolshed',
    issueTracker: 'https://github.com/toolshed-dev/toolshed/issues/new/choose',
    support: 'https://github.com/sponsors/toolshed-dev',
  },
} as const;

/** True only in development builds; a literal comparison so production builds drop dev-only code. */
export const isDevelopment = import.meta.env.VITE_APP_ENV === 'development';
