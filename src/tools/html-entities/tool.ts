import { Code } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'html-entities',
  category: 'web',
  order: 2,
  icon: Code,
  keywords: ['html', 'entities', 'escape', 'unescape', 'special', 'characters', 'tags'],
  load: () => import('./ui'),
});
