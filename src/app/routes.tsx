import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { tools } from '@/tools/registry';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { redirectsFor } from './route-table';
import { ToolPage } from './ToolPage';

const AboutPage = lazy(() => import('./AboutPage'));
const redirects = redirectsFor(tools);

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/about" component={AboutPage} />
      {tools.map((tool) => (
        <Route key={tool.id} path={tool.path}>
          <ToolPage tool={tool} />
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
