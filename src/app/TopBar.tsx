import { FolderGit2, Heart, House, Info, Menu as MenuIcon, Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { trackEvent } from '@/analytics';
import { config, isDevelopment } from '@/config';
import { IconButton, IconLink } from './chrome';
import { LanguageSelect } from './LanguageSelect';
import { PaletteLauncher } from './PaletteLauncher';
import { ThemeToggle } from './theme';
import styles from './TopBar.module.css';

export function TopBarLinks() {
  const { t } = useTranslation('app');
  return (
    <>
      <IconLink href={config.links.sourceRepository} label={t('topBar.source')}>
        <FolderGit2 size={18} aria-hidden />
      </IconLink>
      <IconLink href="/about" label={t('topBar.about')}>
        <Info size={18} aria-hidden />
      </IconLink>
      <ThemeToggle />
    </>
  );
}

export function TopBar({ onToggleMenu, isSmallScreen }: { onToggleMenu: () => void; isSmallScreen: boolean }) {
  const { t } = useTranslation('app');
  return (
    <header className={styles.bar}>
      <IconButton label={t('topBar.toggleMenu')} onClick={onToggleMenu}>
        <MenuIcon size={20} aria-hidden />
      </IconButton>
      <IconLink href="/" label={t('topBar.home')}>
        <House size={18} aria-hidden />
      </IconLink>
      {isDevelopment ? (
        <Link href="/c-lib" className={styles.textLink}>
          <Palette size={16} aria-hidden />
          {t('topBar.uiLib')}
        </Link>
      ) : null}
      <div className={styles.spacer} />
      <PaletteLauncher compact={isSmallScreen} />
      <div className={styles.spacer} />
      {isSmallScreen ? null : (
        <div className={styles.end}>
          <LanguageSelect />
          <TopBarLinks />
        </div>
      )}
      <a
        href={config.links.support}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.support}
        onClick={() => trackEvent('Support button clicked')}
      >
        <Heart size={16} aria-hidden />
        <span className={isSmallScreen ? 'visually-hidden' : undefined}>{t('topBar.support')}</span>
      </a>
    </header>
  );
}
