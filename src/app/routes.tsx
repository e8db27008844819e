import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { readToolState } from '@/state';
import { tools } from '@/tools/registry';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { redirectsFor } from './route-table';
import { ToolPage } from './ToolPage';

const AboutPage = lazy(() => import('./AboutPage'));
const redirects = redirectsFor(tools);

// One lazy component per tool, made once; its stored state is read while its chunk downloads.
const toolRoutes = tools.map((tool) => ({
  tool,
  component: lazy(() => {
    void readToolState(tool.id);
    return tool.load();
  }),
}));

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/about" component={AboutPage} />
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
