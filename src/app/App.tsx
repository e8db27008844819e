import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { config } from '@/config';
import { appStore, StateProvider } from '@/state';
import { Toaster } from '@/ui/Toaster';
import { startAnalyticsIfEnabled } from './analytics-loader';
import { BaseLayout } from './BaseLayout';
import { routerBase } from './route-table';
import { AppRoutes } from './routes';
import { StorageNotice } from './StorageNotice';
import { ThemeEffect } from './theme';

const base = routerBase(config.app.baseUrl);

function Loading() {
  const { t } = useTranslation('app');
  return <p>{t('loading')}</p>;
}

export function App() {
  useEffect(startAnalyticsIfEnabled, []);
  return (
    <StateProvider store={appStore}>
      <ThemeEffect />
      <Router base={base}>
        <BaseLayout>
          <Suspense fallback={<Loading />}>
            <AppRoutes />
          </Suspense>
        </BaseLayout>
      </Router>
      <Toaster />
      <StorageNotice />
    </StateProvider>
  );
}
