import { Type } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'html-wysiwyg-editor',
  category: 'web',
  order: 12,
  icon: Type,
  keywords: ['html', 'wysiwyg', 'editor', 'p', 'ul', 'ol', 'converter', 'live'],
  load: () => import('./ui'),
});
