import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { loadMoreEnglishStrings } from '@/i18n';
import { tools } from '@/tools/registry';
import { HomePage } from './HomePage';
import { redirectsFor } from './route-table';
import { lazyTool, withRouter } from './tool-loader';
import { ToolPage } from './ToolPage';

// Pages no first load of `/` or of a tool needs, with the English strings only they read.
const AboutPage = lazy(() => Promise.all([import('./AboutPage'), loadMoreEnglishStrings()]).then(([page]) => page));
const NotFoundPage = lazy(() =>
  Promise.all([import('./NotFoundPage'), loadMoreEnglishStrings()]).then(([page]) => ({ default: page.NotFoundPage })),
);
// Dev-only component demos (/c-lib). The comparison is written here, not imported as
// `isDevelopment`: the bundler folds it only within a module, so an imported flag kept the chunk.
const ComponentLibrary =
  import.meta.env.VITE_APP_ENV === 'development' ? lazy(() => withRouter(import('@/ui/demos/ComponentLibrary'))) : null;
const redirects = redirectsFor(tools);

// One lazy component per tool, made once (the tool page makes a new one to retry a failed download).
const toolRoutes = tools.map((tool) => ({ tool, component: lazyTool(tool) }));

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/about" component={AboutPage} />
      {ComponentLibrary ? (
        <Route path="/c-lib" nest>
          <ComponentLibrary />
        </Route>
      ) : null}
      {toolRoutes.map(({ tool, component }) => (
        <Route key={tool.id} path={tool.path}>
          <ToolPage tool={tool} component={component} />
        </Route>
      ))}
      {redirects.map(({ from, to }) => (
        <Route key={from} path={from}>
          <Redirect to={to} replace />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
