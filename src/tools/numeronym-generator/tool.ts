import { Hash } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'numeronym-generator',
  category: 'text',
  order: 6,
  icon: Hash,
  keywords: ['numeronym', 'generator', 'abbreviation', 'i18n', 'a11y', 'l10n'],
  createdAt: '2023-11-05',
  load: () => import('./ui'),
});
