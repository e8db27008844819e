import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Tool } from '@/tools/define-tool';
import { isNewTool } from '@/tools/define-tool';
import { IconButton } from './chrome';
import { FavoriteButton } from './FavoriteButton';
import { arrowDownIcon, arrowUpIcon, gripVerticalIcon } from './shell-icons';
import { ToolIcon } from './ToolIcon';
import styles from './ToolCard.module.css';

export interface CardReorder {
  onMove: (delta: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
  onDragStart: () => void;
  onDropOn: () => void;
}

/** An article with a full-card link and sibling buttons (no button inside the link). */
export function ToolCard({ tool, reorder }: { tool: Tool; reorder?: CardReorder }) {
  const { t } = useTranslation('app');
  const name = t(`tools.${tool.id}.name`);
  const dragProps = reorder
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', tool.id);
          reorder.onDragStart();
        },
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          reorder.onDropOn();
        },
      }
    : {};
  return (
    <article className={styles.card} {...dragProps}>
      <div className={styles.top}>
        <ToolIcon icon={tool.icon} size={40} className={styles.icon} />
        {isNewTool(tool) ? <span className={styles.badge}>{t('home.new')}</span> : null}
        <span className={styles.actions}>
          {reorder ? (
            <>
              <span className={styles.grip} title={t('home.dragHint')} aria-hidden>
                <ToolIcon icon={gripVerticalIcon} size={16} />
              </span>
              <IconButton label={t('home.moveUp')} tooltip="top" disabled={reorder.isFirst} onClick={() => reorder.onMove(-1)}>
                <ToolIcon icon={arrowUpIcon} size={16} />
              </IconButton>
              <IconButton label={t('home.moveDown')} tooltip="top" disabled={reorder.isLast} onClick={() => reorder.onMove(1)}>
                <ToolIcon icon={arrowDownIcon} size={16} />
              </IconButton>
            </>
          ) : null}
          <FavoriteButton toolId={tool.id} tooltip="top" />
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
