import { Suspense, useCallback, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Router, useLocation } from 'wouter';
import { startAnalytics } from '@/analytics';
import { config } from '@/config';
import { appStore, StateProvider } from '@/state';
import { Toaster } from '@/ui/Toaster';
import { BaseLayout } from './BaseLayout';
import { routerBase } from './route-table';
import { AppRoutes } from './routes';
import { ThemeEffect } from './theme';

const base = routerBase(config.app.baseUrl);

/** Lets react-aria links navigate through wouter (client-side, under the base URL). */
function AriaRouting({ children }: { children: React.ReactNode }) {
  const [, navigate] = useLocation();
  const useHref = useCallback((href: string) => (href.startsWith('/') ? `${base}${href}` : href), []);
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

function Loading() {
  const { t } = useTranslation('app');
  return <p>{t('loading')}</p>;
}

export function App() {
  useEffect(() => startAnalytics(), []);
  return (
    <StateProvider store={appStore}>
      <ThemeEffect />
      <Router base={base}>
        <AriaRouting>
          <BaseLayout>
            <Suspense fallback={<Loading />}>
              <AppRoutes />
            </Suspense>
          </BaseLayout>
        </AriaRouting>
      </Router>
      <Toaster />
    </StateProvider>
  );
}
