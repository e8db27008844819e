import { heartIcon } from './shell-icons';
import { ToolIcon } from './ToolIcon';
import { useTranslation } from 'react-i18next';
import { favoriteToolsAtom, toggleFavorite, useAtom } from '@/state';
import { IconButton } from './chrome';

/** The heart toggle on tool pages and cards ('Add to favorites' / 'Remove from favorites'). */
export function FavoriteButton({ toolId, tooltip = 'bottom' }: { toolId: string; tooltip?: 'top' | 'bottom' }) {
  const { t } = useTranslation('app');
  const [favorites, setFavorites] = useAtom(favoriteToolsAtom);
  const isFavorite = favorites.includes(toolId);
  return (
    <IconButton
      label={isFavorite ? t('favorites.remove') : t('favorites.add')}
      tooltip={tooltip}
      aria-pressed={isFavorite}
      onClick={() => setFavorites((list) => toggleFavorite(list, toolId))}
    >
      <ToolIcon icon={heartIcon} size={20} fill={isFavorite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
