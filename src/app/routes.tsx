import { lazy, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { readToolState } from '@/state';
import { tools } from '@/tools/registry';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { redirectsFor } from './route-table';
import { ToolPage } from './ToolPage';

const AboutPage = lazy(() => import('./AboutPage'));
// Dev-only component demos (/c-lib). The comparison is written here, not imported as
// `isDevelopment`: the bundler folds it only within a module, so an imported flag kept the chunk.
const ComponentLibrary =
  import.meta.env.VITE_APP_ENV === 'development' ? lazy(() => withRouter(import('@/ui/demos/ComponentLibrary'))) : null;
const redirects = redirectsFor(tools);

/** A lazy page plus react-aria's router glue, loaded together (react-aria stays out of the shell). */
async function withRouter(page: Promise<{ default: ComponentType }>): Promise<{ default: ComponentType }> {
  const [{ default: Page }, { withAriaRouter }] = await Promise.all([page, import('@/ui/AriaRouter')]);
  return { default: withAriaRouter(Page) };
}

// One lazy component per tool, made once; its stored state is read while its chunk downloads.
const toolRoutes = tools.map((tool) => ({
  tool,
  component: lazy(() => {
    void readToolState(tool.id);
    return withRouter(tool.load());
  }),
}));

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
