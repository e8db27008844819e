import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tool } from '@/tools/define-tool';
import { ErrorBoundary } from './ErrorBoundary';
import { FavoriteButton } from './FavoriteButton';
import { usePageHead } from './head';
import { ToolContext } from './tool-context';
import { ToolCrash } from './ToolCrash';
import { useToolKeywords } from './tool-keywords';
import { currentToolComponent, retryToolLoad, ToolLoadError } from './tool-loader';
import { toolPageTitle } from './route-table';
import styles from './ToolPage.module.css';

/** The tool layout: heading with the heart, description, then the tool in an error boundary. */
export function ToolPage({ tool, component }: { tool: Tool; component: ComponentType }) {
  const { t } = useTranslation(['app', tool.id]);
  // A retry after a failed download swaps in a fresh lazy component (kept for later visits too).
  const [ToolComponent, setToolComponent] = useState(() => currentToolComponent(tool, component));
  const name = t(`tools.${tool.id}.name`);
  const description = t(`tools.${tool.id}.description`);
  const keywords = useToolKeywords(true);
  usePageHead(toolPageTitle(name), description, keywords?.[tool.id]);
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
            <ToolCrash
              error={error}
              onRetry={() => {
                if (error instanceof ToolLoadError) {
                  const fresh = retryToolLoad(tool);
                  if (!fresh) return;
                  setToolComponent(() => fresh);
                }
                reset();
              }}
            />
          )}
        >
          <Suspense fallback={<p className={styles.loading}>{t('app:loading')}</p>}>
            <div className={styles.body} data-tool-body>
              <ToolComponent />
            </div>
          </Suspense>
        </ErrorBoundary>
      </article>
    </ToolContext.Provider>
  );
}
