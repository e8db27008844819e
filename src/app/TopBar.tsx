import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { config, isDevelopment } from '@/config';
import { trackEvent } from './analytics-loader';
import { IconButton, IconLink } from './chrome';
import { LanguageSelect } from './LanguageSelect';
import { PaletteLauncher } from './PaletteLauncher';
import { folderGitIcon, heartIcon, houseIcon, infoIcon, menuIcon, paletteIcon } from './shell-icons';
import { ThemeToggle } from './theme';
import { ToolIcon } from './ToolIcon';
import styles from './TopBar.module.css';

export function TopBarLinks() {
  const { t } = useTranslation('app');
  return (
    <>
      <IconLink href={config.links.sourceRepository} label={t('topBar.source')}>
        <ToolIcon icon={folderGitIcon} size={18} />
      </IconLink>
      <IconLink href="/about" label={t('topBar.about')}>
        <ToolIcon icon={infoIcon} size={18} />
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
        <ToolIcon icon={menuIcon} size={20} />
      </IconButton>
      <IconLink href="/" label={t('topBar.home')}>
        <ToolIcon icon={houseIcon} size={18} />
      </IconLink>
      {isDevelopment ? (
        <Link href="/c-lib" className={styles.textLink}>
          <ToolIcon icon={paletteIcon} size={16} />
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
        <ToolIcon icon={heartIcon} size={16} />
        <span className={isSmallScreen ? 'visually-hidden' : undefined}>{t('topBar.support')}</span>
      </a>
    </header>
  );
}
