import { useCallback, type ComponentType, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { config } from '@/config';
import { isLanguage, widgetLocales } from '@/i18n/languages';

/** The app's base path without its trailing slash ("/" → "", "/tools/" → "/tools"). */
const appBase = config.app.baseUrl.replace(/\/+$/, '');

/**
 * Gives react-aria the interface language, and lets its links navigate client-side through wouter. Hrefs are app paths ("/about"):
 * "~" makes wouter resolve them from the root, even inside a nested route such as /c-lib.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const useHref = useCallback((href: string) => (href.startsWith('/') ? `${appBase}${href}` : href), []);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <I18nProvider locale={isLanguage(language) ? widgetLocales[language] : widgetLocales.en}>
      <RouterProvider navigate={(to) => navigate(to.startsWith('/') ? `~${appBase}${to}` : to)} useHref={useHref}>
        {children}
      </RouterProvider>
    </I18nProvider>
  );
}

/**
 * Wraps a lazily loaded page (a tool, the demos) in AriaRouter. It lives with the page, not the
 * shell, so the shell's first load never pulls in react-aria.
 */
export function withAriaRouter(Page: ComponentType): ComponentType {
  return function RoutedPage() {
    return (
      <AriaRouter>
        <Page />
      </AriaRouter>
    );
  };
}
