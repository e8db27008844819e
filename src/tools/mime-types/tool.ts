import { FileType } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'mime-types',
  category: 'web',
  order: 8,
  icon: FileType,
  keywords: ['mime', 'types', 'extension', 'content', 'type'],
  load: () => import('./ui'),
});
