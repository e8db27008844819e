import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tool } from '@/tools/define-tool';
import { ErrorBoundary } from './ErrorBoundary';
import { FavoriteButton } from './FavoriteButton';
import { usePageHead } from './head';
import { ToolContext } from './tool-context';
import { toolPageTitle } from './route-table';
import styles from './ToolPage.module.css';

/** The tool layout: heading with the heart, description, then the tool in an error boundary. */
export function ToolPage({ tool, component: ToolComponent }: { tool: Tool; component: ComponentType }) {
  const { t } = useTranslation(['app', tool.id]);
  const name = t(`tools.${tool.id}.name`);
  const description = t(`tools.${tool.id}.description`);
  usePageHead(toolPageTitle(name), description, tool.keywords);
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
          key={tool.id}
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
