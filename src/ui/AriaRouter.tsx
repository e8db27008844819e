import { useCallback, type ComponentType, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { config } from '@/config';

/** The app's base path without its trailing slash ("/" → "", "/tools/" → "/tools"). */
const appBase = config.app.baseUrl.replace(/\/+$/, '');

/**
 * Lets react-aria links navigate client-side through wouter. Hrefs are app paths ("/about"):
 * "~" makes wouter resolve them from the root, even inside a nested route such as /c-lib.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const useHref = useCallback((href: string) => (href.startsWith('/') ? `${appBase}${href}` : href), []);
  return (
    <RouterProvider navigate={(to) => navigate(to.startsWith('/') ? `~${appBase}${to}` : to)} useHref={useHref}>
      {children}
    </RouterProvider>
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
