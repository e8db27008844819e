import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Tool } from '@/tools/define-tool';
import { isNewTool } from '@/tools/define-tool';
import { FavoriteButton } from './FavoriteButton';
import styles from './ToolCard.module.css';

/** An article with a full-card link and a sibling heart (no button inside the link). */
export function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation('app');
  const Icon = tool.icon;
  const name = t(`tools.${tool.id}.name`);
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <Icon size={40} aria-hidden className={styles.icon} />
        {isNewTool(tool) ? <span className={styles.badge}>{t('home.new')}</span> : null}
        <span className={styles.favorite}>
          <FavoriteButton toolId={tool.id} />
        </span>
      </div>
      <h3 className={styles.name}>
        <Link href={tool.path} className={styles.link}>
          {name}
        </Link>
      </h3>
      <p className={styles.description}>{t(`tools.${tool.id}.description`)}</p>
    </article>
  );
}
