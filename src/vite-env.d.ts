/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_ENV: 'production' | 'development' | 'preview' | 'test';
  readonly VITE_APP_VERSION: string;
  readonly VITE_APP_LAST_COMMIT_SHA: string;
  readonly VITE_APP_BASE_URL?: string;
  readonly VITE_PLAUSIBLE_IS_TRACKER_ENABLED?: string;
  readonly VITE_PLAUSIBLE_DOMAIN?: string;
  readonly VITE_PLAUSIBLE_API_HOST?: string;
  readonly VITE_PLAUSIBLE_TRACK_LOCALHOST?: string;
  readonly VITE_SHOW_BANNER?: string;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
