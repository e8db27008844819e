import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tool } from '@/tools/define-tool';
import { readToolState } from '@/state';
import { ErrorBoundary } from './ErrorBoundary';
import { FavoriteButton } from './FavoriteButton';
import { usePageHead } from './head';
import { ToolContext } from './tool-context';
import { toolPageTitle } from './route-table';
import styles from './ToolPage.module.css';

const lazyTools = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per tool; its stored state is read in parallel with the chunk download. */
function lazyToolComponent(tool: Tool): LazyExoticComponent<ComponentType> {
  let component = lazyTools.get(tool.id);
  if (!component) {
    component = lazy(() => {
      void readToolState(tool.id);
      return tool.load();
    });
    lazyTools.set(tool.id, component);
  }
  return component;
}

/** The tool layout: heading with the heart, description, then the tool in an error boundary. */
export function ToolPage({ tool }: { tool: Tool }) {
  const { t } = useTranslation(['app', tool.id]);
  const name = t(`tools.${tool.id}.name`);
  const description = t(`tools.${tool.id}.description`);
  usePageHead(toolPageTitle(name), description, tool.keywords);
  const ToolComponent = lazyToolComponent(tool);
  return (
    <ToolContext.Provider value={tool}>
      <article className={styles.page}>
        <header className={styles.header}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{name}</h1>
            <FavoriteButton toolId={tool.id} />
          </div>
          <hr className={styles.separator} />
          <p className={styles.description}>{description}</p>
        </header>
        <ErrorBoundary
          resetKey={tool.id}
          fallback={(error, reset) => (
            <div className={styles.crash} role="alert">
              <strong>{t('app:toolError.title')}</strong>
              <span>{error.message}</span>
              <button type="button" onClick={reset}>
                {t('app:toolError.retry')}
              </button>
            </div>
          )}
        >
          <Suspense fallback={<p className={styles.loading}>{t('app:loading')}</p>}>
            <div className={styles.body}>
              <ToolComponent />
            </div>
          </Suspense>
        </ErrorBoundary>
      </article>
    </ToolContext.Provider>
  );
}
