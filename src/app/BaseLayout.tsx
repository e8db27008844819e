import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { config } from '@/config';
import { isSmallScreenAtom, menuCollapsedAtom, SMALL_SCREEN_QUERY, useAtom, useAtomValue, useSetAtom } from '@/state';
import { LanguageSelect } from './LanguageSelect';
import { Menu } from './Menu';
import { TopBar, TopBarLinks } from './TopBar';
import styles from './BaseLayout.module.css';

const year = new Date().getFullYear();

function useSmallScreen(): boolean {
  const setSmall = useSetAtom(isSmallScreenAtom);
  useEffect(() => {
    const query = window.matchMedia(SMALL_SCREEN_QUERY);
    setSmall(query.matches);
    const listener = (event: MediaQueryListEvent) => setSmall(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, [setSmall]);
  return useAtomValue(isSmallScreenAtom);
}

/** Left sider (240 px, collapsible to 0; an overlay on small screens) and the top bar. */
export function BaseLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const isSmall = useSmallScreen();
  const [storedCollapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  // Until the user toggles, the menu starts collapsed on small screens only.
  const collapsed = storedCollapsed ?? isSmall;
  return (
    <div className={styles.layout} data-menu-collapsed={collapsed} data-small={isSmall}>
      {/* Keyboard users skip the menu's ~90 links; focus moves without touching the URL. */}
      <a
        href="#main"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('menu.skipToContent')}
      </a>
      {/* A collapsed menu is not rendered at all: its ~90 links and icons are most of the page's
          nodes, and a phone opening a tool would build them for nothing. */}
      <aside className={styles.sider} aria-label={t('menu.sider')} hidden={collapsed}>
        {collapsed ? null : <SiderContent isSmall={isSmall} />}
      </aside>
      {isSmall && !collapsed ? <div className={styles.backdrop} onClick={() => setCollapsed(true)} aria-hidden /> : null}
      <div className={styles.main}>
        <TopBar onToggleMenu={() => setCollapsed(!collapsed)} isSmallScreen={isSmall} />
        <main className={styles.content} id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

function SiderContent({ isSmall }: { isSmall: boolean }) {
  const { t } = useTranslation('app');
  return (
    <>
      <Link href="/" className={styles.banner}>
        <span className={styles.wordmark}>Toolshed</span>
        <span className={styles.subtitle}>{t('menu.subtitle')}</span>
      </Link>
      {isSmall ? (
        <div className={styles.smallControls}>
          <LanguageSelect />
          <div className={styles.smallLinks}>
            <TopBarLinks />
          </div>
        </div>
      ) : null}
      <div className={styles.menu}>
        <Menu />
      </div>
      <footer className={styles.footer}>
        <div>
          <a href={`${config.links.sourceRepository}/releases`} target="_blank" rel="noopener noreferrer">
            Toolshed v{config.app.version}
          </a>
          {config.app.lastCommitSha ? <span className={styles.sha}> ({config.app.lastCommitSha.slice(0, 7)})</span> : null}
        </div>
        <div>© {year} Toolshed contributors</div>
      </footer>
    </>
  );
}
