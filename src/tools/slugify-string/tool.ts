import { Type } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'slugify-string',
  category: 'web',
  order: 11,
  icon: Type,
  keywords: ['slugify', 'string', 'escape', 'emoji', 'special', 'character', 'space', 'trim'],
  load: () => import('./ui'),
});
