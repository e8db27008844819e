import { useTranslation } from 'react-i18next';
import { tools, toolsById } from '@/tools/registry';
import { categories } from '@/tools/categories';
import { favoriteToolsAtom, useAtomValue } from '@/state';
import { isNewTool, type Tool } from '@/tools/define-tool';
import { usePageHead } from './head';
import { ToolCard } from './ToolCard';
import styles from './HomePage.module.css';

function ToolGrid({ title, list }: { title: string; list: readonly Tool[] }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.grid}>
        {list.map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </div>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation('app');
  usePageHead(t('home.pageTitle'), t('home.metaDescription'));
  const favoriteIds = useAtomValue(favoriteToolsAtom);
  const favorites = favoriteIds.map((id) => toolsById.get(id)).filter((x): x is Tool => Boolean(x));
  const newest = tools.filter((tool) => isNewTool(tool));
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('home.pageTitle')}</h1>
      {favorites.length ? <ToolGrid title={t('home.favorites')} list={favorites} /> : null}
      {newest.length ? <ToolGrid title={t('home.newest')} list={newest} /> : null}
      <section className={styles.section} aria-labelledby="section-all">
        <h2 id="section-all" className={styles.sectionTitle}>
          {t('home.all')}
        </h2>
        {categories.map((category) => {
          const list = tools.filter((tool) => tool.category === category);
          if (!list.length) return null;
          return (
            <section key={category} className={styles.category} aria-labelledby={`category-${category}`}>
              <h3 id={`category-${category}`} className={styles.categoryTitle}>
                {t(`categories.${category}`)}
              </h3>
              <div className={styles.grid}>
                {list.map((tool) => (
                  <ToolCard key={tool.id} tool={tool} />
                ))}
              </div>
            </section>
          );
        })}
      </section>
    </div>
  );
}
