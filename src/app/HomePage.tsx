import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { dropFavorite, favoriteToolsAtom, moveFavorite, useAtom } from '@/state';
import { categories } from '@/tools/categories';
import { isNewTool, type Tool } from '@/tools/define-tool';
import { tools, toolsById } from '@/tools/registry';
import { usePageHead } from './head';
import { searchIcon } from './shell-icons';
import { ToolCard } from './ToolCard';
import { ToolIcon } from './ToolIcon';
import { filterTools } from './tool-filter';
import { useToolKeywords } from './tool-keywords';
import styles from './HomePage.module.css';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Grid({ list }: { list: readonly Tool[] }) {
  return (
    <div className={styles.grid}>
      {list.map((tool) => (
        <ToolCard key={tool.id} tool={tool} />
      ))}
    </div>
  );
}

function FavoritesSection({ favorites }: { favorites: readonly Tool[] }) {
  const { t } = useTranslation('app');
  const [, setFavorites] = useAtom(favoriteToolsAtom);
  const dragged = useRef<string | null>(null);
  const ids = favorites.map((tool) => tool.id);
  return (
    <Section id="section-favorites" title={t('home.favorites')}>
      <p className={styles.hint}>{t('home.dragHint')}</p>
      <div className={styles.grid}>
        {favorites.map((tool, index) => (
          <ToolCard
            key={tool.id}
            tool={tool}
            reorder={{
              isFirst: index === 0,
              isLast: index === favorites.length - 1,
              onMove: (delta) => setFavorites(moveFavorite(ids, tool.id, delta)),
              onDragStart: () => (dragged.current = tool.id),
              onDropOn: () => {
                if (dragged.current) setFavorites(dropFavorite(ids, dragged.current, tool.id));
                dragged.current = null;
              },
            }}
          />
        ))}
      </div>
    </Section>
  );
}

export function HomePage() {
  const { t } = useTranslation('app');
  usePageHead(t('home.pageTitle'), t('home.metaDescription'));
  const [favoriteIds] = useAtom(favoriteToolsAtom);
  const [query, setQuery] = useState('');
  // Keywords load when the search box is first used; until then it matches names and descriptions.
  const [searching, setSearching] = useState(false);
  const keywords = useToolKeywords(searching || Boolean(query));
  const favorites = favoriteIds.map((id) => toolsById.get(id)).filter((x): x is Tool => Boolean(x));
  const newest = tools.filter((tool) => isNewTool(tool));
  const matches = filterTools(
    tools.map((tool) => ({
      ...tool,
      name: t(`tools.${tool.id}.name`),
      description: t(`tools.${tool.id}.description`),
      keywords: keywords?.[tool.id] ?? [],
    })),
    query,
  ).map((match) => toolsById.get(match.id) as Tool);
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('home.pageTitle')}</h1>
      {config.showBanner ? (
        <aside className={styles.banner} aria-label={t('home.bannerLabel')}>
          <span>{t('home.banner')}</span>
          <a href={config.links.sourceRepository} target="_blank" rel="noopener noreferrer">
            {t('home.bannerLink')}
          </a>
        </aside>
      ) : null}
      <div className={styles.searchBox}>
        <ToolIcon icon={searchIcon} size={16} className={styles.searchIcon} />
        <label htmlFor="home-search" className="visually-hidden">
          {t('home.searchLabel')}
        </label>
        <input
          id="home-search"
          type="search"
          className={styles.searchInput}
          placeholder={t('home.searchPlaceholder')}
          value={query}
          onFocus={() => setSearching(true)}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {query.trim() ? (
        <Section id="section-results" title={t('home.results')}>
          {matches.length ? <Grid list={matches} /> : <p className={styles.empty}>{t('home.noResults')}</p>}
        </Section>
      ) : (
        <>
          {favorites.length ? <FavoritesSection favorites={favorites} /> : null}
          {newest.length ? (
            <Section id="section-newest" title={t('home.newest')}>
              <Grid list={newest} />
            </Section>
          ) : null}
          <Section id="section-all" title={t('home.all')}>
            {categories.map((category) => {
              const list = tools.filter((tool) => tool.category === category);
              if (!list.length) return null;
              return (
                <section key={category} className={styles.category} aria-labelledby={`category-${category}`}>
                  <h3 id={`category-${category}`} className={styles.categoryTitle}>
                    {t(`categories.${category}`)}
                  </h3>
                  <Grid list={list} />
                </section>
              );
            })}
          </Section>
        </>
      )}
    </div>
  );
}
