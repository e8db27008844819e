import { FileType2 } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'markdown-to-html',
  category: 'converter',
  order: 20,
  icon: FileType2,
  keywords: ['markdown', 'html', 'converter', 'pdf'],
  createdAt: '2024-08-25',
  host: 'markdown',
  load: () => import('./ui'),
});
