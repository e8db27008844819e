import { Route, Switch, useParams } from 'wouter';
import { usePageHead } from '@/app/head';
import { NotFoundPage } from '@/app/NotFoundPage';
import { Link } from '../Link';
import styles from './ComponentLibrary.module.css';
import { demos } from './demo-list';

/** Marks demo code in bundles: the production build test looks for it and must not find it. */
export const C_LIB_MARKER = 'toolshed-c-lib-demos';

function DemoIndex() {
  usePageHead('UI Lib - Toolshed');
  return (
    <div className={styles.page} data-c-lib={C_LIB_MARKER}>
      <h1 className={styles.title}>UI Lib</h1>
      <p className={styles.intro}>Development-only demos of the shared components in src/ui.</p>
      <nav aria-label="Component demos">
        <ul className={styles.grid}>
          {demos.map((demo) => (
            <li key={demo.id}>
              <Link href={`/c-lib/${demo.id}`} variant="button" className={styles.tile}>
                {demo.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function DemoPage() {
  const { demo: id } = useParams<{ demo: string }>();
  const demo = demos.find((d) => d.id === id);
  usePageHead(demo ? `${demo.title} - UI Lib - Toolshed` : 'UI Lib - Toolshed');
  if (!demo) return <NotFoundPage />;
  const Component = demo.component;
  return (
    <div className={styles.page} data-c-lib={C_LIB_MARKER}>
      <Link href="/c-lib">← UI Lib</Link>
      <h1 className={styles.title}>{demo.title}</h1>
      <div className={styles.demo} data-demo={demo.id}>
        <Component />
      </div>
    </div>
  );
}

/** The /c-lib area (nested under its route): an index of demos and one child route per demo. */
export default function ComponentLibrary() {
  return (
    <Switch>
      <Route path="/" component={DemoIndex} />
      <Route path="/:demo" component={DemoPage} />
    </Switch>
  );
}
