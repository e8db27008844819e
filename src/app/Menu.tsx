import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { collapsedCategoriesAtom, favoriteToolsAtom, useAtom, useAtomValue } from '@/state';
import { categories } from '@/tools/categories';
import { isNewTool, type Tool } from '@/tools/define-tool';
import { tools, toolsById } from '@/tools/registry';
import { chevronRightIcon } from './shell-icons';
import { ToolIcon } from './ToolIcon';
import styles from './Menu.module.css';

const FAVORITES = 'favorites';

function MenuGroup({ id, title, list }: { id: string; title: string; list: readonly Tool[] }) {
  const { t } = useTranslation('app');
  const [collapsed, setCollapsed] = useAtom(collapsedCategoriesAtom);
  const [location] = useLocation();
  const isCollapsed = collapsed.includes(id);
  const listId = `menu-group-${id}`;
  return (
    <li className={styles.group}>
      <button
        type="button"
        className={styles.groupHeader}
        aria-expanded={!isCollapsed}
        aria-controls={listId}
        onClick={() => setCollapsed((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]))}
      >
        <ToolIcon icon={chevronRightIcon} size={14} className={isCollapsed ? styles.chevron : styles.chevronOpen} />
        {title}
      </button>
      <ul id={listId} className={styles.items} hidden={isCollapsed}>
        {list.map((tool) => {
          const current = location === tool.path;
          return (
            <li key={tool.id}>
              <Link href={tool.path} className={styles.item} aria-current={current ? 'page' : undefined}>
                <ToolIcon icon={tool.icon} size={16} className={styles.itemIcon} />
                <span className={styles.itemName}>{t(`tools.${tool.id}.name`)}</span>
                {isNewTool(tool) ? (
                  <span className={styles.newDot}>
                    <span className="visually-hidden">{t('menu.new')}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** Tools by category, each block collapsible (persisted); favourites first when any exist. */
export function Menu() {
  const { t } = useTranslation('app');
  const favoriteIds = useAtomValue(favoriteToolsAtom);
  const favorites = favoriteIds.map((id) => toolsById.get(id)).filter((x): x is Tool => Boolean(x));
  return (
    <nav aria-label={t('menu.label')}>
      <ul className={styles.menu}>
        {favorites.length ? <MenuGroup id={FAVORITES} title={t('categories.favorites')} list={favorites} /> : null}
        {categories.map((category) => {
          const list = tools.filter((tool) => tool.category === category);
          return list.length ? <MenuGroup key={category} id={category} title={t(`categories.${category}`)} list={list} /> : null;
        })}
      </ul>
    </nav>
  );
}
